import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/simple-table';
import { formatDateTime } from '../../../lib/date-time';
import type { CoreRow } from '../api/use-cores';
import { CoreSwitch } from './core-switch';

type Props = {
  region: string;
  cores: CoreRow[];
  /** A change under way: every switch waits for it. */
  busy: boolean;
  onToggle: (row: CoreRow, down: boolean) => void;
};

/**
 * The cores of one region: the cores a device of the region may move between. The switch comes
 * right after the core's name, so that on a phone it is in view before the table scrolls sideways.
 */
export function RegionCores({ region, cores, busy, onToggle }: Props) {
  const { t } = useTranslation('coreManagement');
  const headingId = useId();
  const upCount = cores.filter((core) => !core.down).length;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {t('regionTitle', { region })}
      </Title>
      <SimpleTable
        minWidth={640}
        verticalSpacing="sm"
        aria-labelledby={headingId}
        headers={[t('columns.core'), t('columns.state'), t('columns.address'), t('columns.status'), t('columns.changed')]}
      >
        {cores.map((row) => (
          <Table.Tr key={row.core}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {row.core}
              </Text>
              <Text size="xs" c="dimmed">
                {row.location}
              </Text>
            </Table.Td>
            <Table.Td>
              <CoreSwitch row={row} othersUp={upCount - (row.down ? 0 : 1) > 0} disabled={busy} onChange={(down) => onToggle(row, down)} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" dir="ltr">
                {row.host}
              </Text>
              <Text size="xs" c="dimmed">
                {t('ports', { tcp: row.port_tcp, tls: row.port_tls })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.status}</Text>
            </Table.Td>
            <Table.Td>
              {row.changed_by || row.changed_at ? (
                <Stack gap={0}>
                  <Text size="sm">{row.changed_by ?? ''}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(row.changed_at)}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('neverChanged')}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </Card>
  );
}
