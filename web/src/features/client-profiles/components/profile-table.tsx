import { Button, Group, Stack, Title } from '@mantine/core';
import type { ClientProfile } from '@mamt/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { yesNoColumn } from '../../../components/list-page/yes-no-badge';
import { RowAction } from '../../../components/row-action';
import { TABLE_PREFIX } from './drill-down';
import { useProfileActions } from './profile-actions';

type Props = {
  title: string;
  /** Which level the table shows: domain tables add Domain, extension tables Extension. */
  level: 'primary' | 'domain' | 'extension';
  query: { data?: ClientProfile[]; isLoading: boolean; error: Error | null };
  onAdd: () => void;
  /** The drill-down action of a row (Get Domain Level, Fetch For Extensions). */
  drill?: { label: string; icon: ReactNode; run: (row: ClientProfile) => void };
  /** Shown between the title and the table (a note, a domain picker). */
  children?: ReactNode;
};

const rowName = (row: ClientProfile) => [row.profilename, row.domain, row.extension].filter(Boolean).join(' / ');

/** One level's profiles (document 3 §2): Id, Name, Company, [Domain], [Extension], Transport, proxy, Expiry, actions. */
export function ProfileTable({ title, level, query, onAdd, drill, children }: Props) {
  const { t } = useTranslation('clientProfiles');
  // A row is edited and deleted alike at every level; only what Add New opens differs.
  const actions = useProfileActions();
  const state = useTableState([10, 20, 30], 10, { prefix: TABLE_PREFIX[level] });
  const columns: Column<ClientProfile>[] = [
    { key: 'id', header: t('columns.id'), value: (row) => row.id, width: 70, sortable: true },
    { key: 'name', header: t('columns.name'), value: (row) => row.profilename, sortable: true },
    { key: 'company', header: t('columns.company'), value: (row) => row.company, sortable: true },
    ...(level !== 'primary' ? [{ key: 'domain', header: t('columns.domain'), value: (row: ClientProfile) => row.domain, sortable: true }] : []),
    ...(level === 'extension' ? [{ key: 'extension', header: t('columns.extension'), value: (row: ClientProfile) => row.extension, sortable: true }] : []),
    { key: 'transport', header: t('columns.transport'), value: (row) => row.transport, sortable: true },
    { ...yesNoColumn('proxyEnabled', (row: ClientProfile) => row.outboundproxyenabled === 1, { yes: t('actions.yes', { ns: 'common' }), no: t('actions.no', { ns: 'common' }) }), header: t('columns.proxyEnabled') },
    { key: 'proxyHost', header: t('columns.proxyHost'), value: (row) => row.outboundproxyhost, sortable: true },
    { key: 'expiry', header: t('columns.expiry'), value: (row) => row.expires ?? '', sortable: true },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          {drill ? (
            <RowAction tooltip={drill.label} label={t('drillRow', { action: drill.label, row: rowName(row) })} onClick={() => drill.run(row)}>
              {drill.icon}
            </RowAction>
          ) : null}
          <RowAction tooltip={t('actions.edit', { ns: 'common' })} label={t('editRow', { row: rowName(row) })} onClick={() => actions.edit(row)}>
            <IconPencil size={18} />
          </RowAction>
          <RowAction tooltip={t('actions.delete', { ns: 'common' })} color="red" label={t('deleteRow', { row: rowName(row) })} onClick={() => actions.remove(row)}>
            <IconTrash size={18} />
          </RowAction>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby={`profiles-${level}`}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id={`profiles-${level}`}>
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('actions.addNew', { ns: 'common' })}
        </Button>
      </Group>
      {children}
      <DataTable state={state} columns={columns} query={query} rowKey={(row) => row.id} exportName={`client-profiles-${level}`} />
    </Stack>
  );
}
