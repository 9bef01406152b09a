import { Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table/data-table';
import { YesNoBadge } from '../../../components/list-page/yes-no-badge';
import { RowAction } from '../../../components/row-action';
import wide from '../../../components/data-table/wide-table.module.css';
import { formatDateTime } from '../../../lib/date-time';
import type { UserDevice } from '../api/use-user-devices';

/** A value that may take two lines (a user agent, a date and its time) rather than widen its column. */
const Wrapping = ({ text }: { text: string }) => (
  <Text size="sm" className={wide.wraps}>
    {text}
  </Text>
);

/**
 * The platform's fields of a device (document 2 §3) and the core it registered to, then ours: the
 * app's platform and version, when it last provisioned and whether it has the current
 * configuration. A device the app never provisioned through us shows a dash there. The subscriber's login and name are the page's own
 * (its title names the user), the same on every row: they are not repeated as columns, so that
 * every column fits a 1280 px screen beside the sidebar (with the page's `wide` titles).
 */
export function useDeviceColumns(onDelete: (device: UserDevice) => void): Column<UserDevice>[] {
  const { t } = useTranslation('devices');
  const yesNo = { yes: t('actions.yes', { ns: 'common' }), no: t('actions.no', { ns: 'common' }) };
  const ours = (value: string | null | undefined) => value ?? t('notOurs');
  return [
    { key: 'aor', header: t('columns.aor'), value: (row) => row.aor, sortable: true },
    { key: 'userAgent', header: t('columns.userAgent'), value: (row) => row.user_agent, cell: (row) => <Wrapping text={row.user_agent} />, sortable: true },
    { key: 'expires', header: t('columns.expires'), value: (row) => row.expires, width: 90 },
    {
      key: 'outboundProxy',
      header: t('columns.outboundProxy'),
      value: (row) => (row.outboundproxyenabled ? yesNo.yes : yesNo.no),
      cell: (row) => <YesNoBadge value={row.outboundproxyenabled} {...yesNo} />,
    },
    { key: 'core', header: t('columns.core'), value: (row) => row.core || t('notOurs'), sortable: true },
    { key: 'platform', header: t('columns.platform'), value: (row) => ours(row.platform), sortable: true },
    { key: 'appVersion', header: t('columns.appVersion'), value: (row) => ours(row.app_version) },
    {
      key: 'lastProvisioned',
      header: t('columns.lastProvisioned'),
      value: (row) => (row.last_provisioned_at ? formatDateTime(row.last_provisioned_at) : t('notOurs')),
      cell: (row) => <Wrapping text={row.last_provisioned_at ? formatDateTime(row.last_provisioned_at) : t('notOurs')} />,
      sortable: true,
    },
    {
      key: 'upToDate',
      header: t('columns.upToDate'),
      value: (row) => (row.up_to_date === null ? t('notOurs') : row.up_to_date ? yesNo.yes : yesNo.no),
      cell: (row) => (row.up_to_date === null ? t('notOurs') : <YesNoBadge value={row.up_to_date} {...yesNo} />),
    },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <RowAction tooltip={t('actions.delete', { ns: 'common' })} color="red" label={t('delete.label', { device: row.device })} onClick={() => onDelete(row)}>
          <IconTrash size={18} />
        </RowAction>
      ),
    },
  ];
}
