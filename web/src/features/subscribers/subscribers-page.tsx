import type { CallOutput, Calls } from '@mamt/contract';
import { IconBrush } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { ListPage } from '../../components/list-page/list-page';
import { YesNoBadge } from '../../components/list-page/yes-no-badge';
import { RowAction } from '../../components/row-action';
import { useSession } from '../../lib/use-session';
import { useDeleteSubscriber, useSubscribers } from './api/subscribers-api';
import { subscribersArea } from './area';

type Row = CallOutput<Calls['subscriberSummary']>[number];

/** Subscribers (document 3 §2): the server answers the whole list; the table pages and sorts it. */
export function SubscribersPage() {
  const { t } = useTranslation('subscribers');
  const navigate = useNavigate();
  const { creds } = useSession();
  const subscribers = useSubscribers();
  const table = useTableState([10, 20, 30]);
  const remove = useDeleteSubscriber();

  const columns: Column<Row>[] = [
    { key: 'id', header: t('columns.id'), value: (row) => row.id, width: 70, sortable: true },
    { key: 'accountcode', header: t('columns.accountcode'), value: (row) => row.accountcode, sortable: true },
    { key: 'company', header: t('columns.company'), value: (row) => row.company, sortable: true },
    { key: 'cloud', header: t('columns.cloudId'), value: (row) => row.cloud_id, sortable: true },
    { key: 'email', header: t('columns.email'), value: (row) => row.email, sortable: true },
    { key: 'phone', header: t('columns.phone'), value: (row) => row.phone_number },
    {
      key: 'active',
      header: t('columns.active'),
      value: (row) => (row.active ? t('yes') : t('no')),
      cell: (row) => <YesNoBadge value={row.active} yes={t('yes')} no={t('no')} />,
      sortable: true,
    },
  ];

  return (
    <ListPage
      area={subscribersArea}
      state={table}
      columns={columns}
      rows={subscribers.data}
      loading={subscribers.isLoading}
      error={subscribers.error}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.cloud_id}
      actions={{
        editLabel: (row) => t('editRow', { cloudId: row.cloud_id }),
        deleteLabel: (row) => t('deleteRow', { cloudId: row.cloud_id }),
        deleteText: (row) => ({ company: row.company, cloudId: row.cloud_id }),
        // The provider's own subscriber cannot be deleted.
        canDelete: (row) => row.cloud_id !== creds?.cloud_id,
        remove: (row, callbacks) => remove.mutate(row.id, callbacks),
        extra: (row) => (
          <RowAction
            tooltip={t('whiteLabel')}
            color="grape"
            label={t('whiteLabelRow', { cloudId: row.cloud_id })}
            onClick={() => void navigate('/subscribers/white_label', { state: { subscriberId: row.id, cloudId: row.cloud_id } })}
          >
            <IconBrush size={18} />
          </RowAction>
        ),
      }}
    />
  );
}
