import { Box, Group, Switch, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../use-portability-check';

/** Document 3: "Yes" means portable, anything else not. */
const isPortable = (row: ResultRow) => row.isPortable === 'Yes';

function PortableIcon({ portable }: { portable: boolean }) {
  const { t } = useTranslation('checkPortability');
  const Icon = portable ? IconCircleCheck : IconCircleX;
  const color = portable ? 'light-dark(var(--mantine-color-green-8), var(--mantine-color-green-5))' : 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-5))';
  return <Icon role="img" aria-label={t(portable ? 'results.portable' : 'results.notPortable')} color={color} size={22} />;
}

type ResultsTableProps = { rows: readonly ResultRow[]; checked: boolean; running: boolean };

/**
 * Each number as the providers answered it, in the order their answers came. The details (the
 * provider that holds the number now, its type and name) are shown on request; a narrow screen
 * scrolls the table sideways.
 */
export function ResultsTable({ rows, checked, running }: ResultsTableProps) {
  const { t } = useTranslation('checkPortability');
  const [details, setDetails] = useState(false);
  const columns = details ? 5 : 2;
  const empty = !checked ? t('results.notChecked') : running ? t('results.waiting') : t('results.none');

  return (
    <section aria-labelledby="portability-results-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="portability-results-title">
          {t('results.title')}
        </Title>
        <Switch label={t('results.showDetails')} checked={details} onChange={(event) => setDetails(event.currentTarget.checked)} />
      </Group>
      {/* Focusable, so the keyboard can scroll it when it is wider than the screen. */}
      <Box tabIndex={0} role="region" aria-labelledby="portability-results-title" style={{ overflowX: 'auto' }}>
        <Table striped miw={details ? 560 : undefined} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.telephoneNumber')}</Table.Th>
              <Table.Th>{t('results.portableColumn')}</Table.Th>
              {details ? (
                <>
                  <Table.Th>{t('results.serviceProviderName')}</Table.Th>
                  <Table.Th>{t('results.type')}</Table.Th>
                  <Table.Th>{t('results.name')}</Table.Th>
                </>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // A number comes back once from each provider, and a provider may repeat it.
              <Table.Tr key={`${row.provider}-${index}`}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{row.telephoneNumber}</Table.Td>
                <Table.Td>
                  <PortableIcon portable={isPortable(row)} />
                </Table.Td>
                {details ? (
                  <>
                    <Table.Td>{row.serviceProviderName}</Table.Td>
                    <Table.Td>{row.type}</Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            ))}
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text size="sm" c="dimmed">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Box>
    </section>
  );
}
