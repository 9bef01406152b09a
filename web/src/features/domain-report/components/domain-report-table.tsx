import { DOMAIN_REPORT_FILE, type DomainReportRow } from '@mamt/contract';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldColumns } from '../../../components/data-table/columns';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { TableSection } from '../../../components/data-table/table-section';
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
    ...fieldColumns<DomainReportRow>(['id', 'subscriber_global', 'domain', 'domain_global', 'active_subscribers'], (field) => t(`columns.${field}`), { id: 70 }),
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
    <TableSection id="domain-report-results" title={t('results.title')}>
      <DataTable state={state} columns={columns} query={query} rowKey={(row) => row.domain} exportName={DOMAIN_REPORT_FILE} />
    </TableSection>
  );
}
