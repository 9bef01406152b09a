import { Stack, Title } from '@mantine/core';
import { DOMAIN_REPORT_FILE, type DomainReportRow } from '@mamt/contract';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { queryRows } from '../../../components/data-table/query-rows';
import { useTableState } from '../../../components/data-table/use-table-state';
import { YesNoBadge } from '../../../components/list-page/yes-no-badge';
import { RowAction } from '../../../components/row-action';

type Props = {
  query: { data?: DomainReportRow[]; isLoading: boolean; error: Error | null };
  /** The super tenant also sees the tenant's subscriber-level provisioning (document 3 §6). */
  withProvisioning: boolean;
  onShowSubscribers: (domain: string) => void;
};

/**
 * The report's rows (document 3 §3): Id, Subscriber Global, Domain, Domain Global, Active
 * Subscribers and, for the super tenant, Provisioning; a row opens its domain's active subscribers.
 * Export CSV saves every row as Billing.csv, whatever page is on screen.
 */
export function DomainReportTable({ query, withProvisioning, onShowSubscribers }: Props) {
  const { t } = useTranslation('domainReport');
  const state = useTableState([10, 20, 30]);
  const provisioningText = (row: DomainReportRow) => t(row.provisioning === 'Enabled' ? 'provisioning.enabled' : 'provisioning.disabled');
  const columns: Column<DomainReportRow>[] = [
    { key: 'id', header: t('columns.id'), value: (row) => row.id, width: 70, sortable: true },
    { key: 'subscriber_global', header: t('columns.subscriber_global'), value: (row) => row.subscriber_global, sortable: true },
    { key: 'domain', header: t('columns.domain'), value: (row) => row.domain, sortable: true },
    { key: 'domain_global', header: t('columns.domain_global'), value: (row) => row.domain_global, sortable: true },
    { key: 'active_subscribers', header: t('columns.active_subscribers'), value: (row) => row.active_subscribers, sortable: true },
    ...(withProvisioning
      ? [
          {
            key: 'provisioning',
            header: t('columns.provisioning'),
            value: provisioningText,
            cell: (row: DomainReportRow) => <YesNoBadge value={row.provisioning === 'Enabled'} yes={t('provisioning.enabled')} no={t('provisioning.disabled')} />,
            sortable: true,
          },
        ]
      : []),
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <RowAction tooltip={t('results.showSubscribers')} label={t('results.showSubscribersOf', { domain: row.domain })} onClick={() => onShowSubscribers(row.domain)}>
          <IconUsers size={18} />
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="xs" component="section" aria-labelledby="domain-report-results">
      <Title order={2} size="h4" id="domain-report-results">
        {t('results.title')}
      </Title>
      <DataTable
        state={state}
        columns={columns}
        {...queryRows(query)}
        rowKey={(row) => row.domain}
        rowLabel={(row) => row.domain}
        exportName={DOMAIN_REPORT_FILE}
      />
    </Stack>
  );
}
