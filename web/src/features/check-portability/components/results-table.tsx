import { Group, Switch, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answeredBy, isPortable, resultsByNumber } from '../number-results';
import type { ResultRow } from '../use-portability-check';
import { NumberCards } from './number-cards';
import { ProviderVerdict } from './portable-icon';

type ResultsTableProps = { rows: readonly ResultRow[]; checked: boolean; running: boolean };

const TITLE_ID = 'portability-results-title';

/**
 * Each number once, with every provider's verdict named beside it, in the order the answers came
 * (a later provider's answer joins its number's line). The details (the number's current carrier
 * and its type, per provider) are shown on request as stacked cards, which fit a phone's width.
 */
export function ResultsTable({ rows, checked, running }: ResultsTableProps) {
  const { t } = useTranslation('checkPortability');
  const [details, setDetails] = useState(false);
  const results = resultsByNumber(rows);
  const empty = !checked ? t('results.notChecked') : running ? t('results.waiting') : t('results.none');

  return (
    <section aria-labelledby={TITLE_ID}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={TITLE_ID}>
          {t('results.title')}
        </Title>
        <Switch label={t('results.showDetails')} checked={details} onChange={(event) => setDetails(event.currentTarget.checked)} />
      </Group>
      {details && results.length > 0 ? (
        <NumberCards results={results} labelledBy={TITLE_ID} />
      ) : (
        <Table striped verticalSpacing="xs" aria-labelledby={TITLE_ID}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('results.telephoneNumber')}</Table.Th>
              <Table.Th>{t('results.portableColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map(({ telephoneNumber, answers }) => (
              <Table.Tr key={telephoneNumber}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', verticalAlign: 'top' }}>{telephoneNumber}</Table.Td>
                <Table.Td>
                  <Group gap="sm">
                    {answers.map((row, index) => (
                      <ProviderVerdict key={`${row.provider}-${index}`} portable={isPortable(row)} provider={answeredBy(row)} />
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {results.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text size="sm" c="dimmed">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
