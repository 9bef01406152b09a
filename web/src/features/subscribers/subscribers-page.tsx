import type { CallOutput, Calls } from '@mamt/contract';
import { IconBrush } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../components/list-page/list-page';
import { ResourceListPage } from '../../components/list-page/resource-list-page';
import { yesNoColumn } from '../../components/list-page/yes-no-badge';
import { RowAction } from '../../components/row-action';
import { useOpenFromList } from '../../lib/list-return';
import { useSession } from '../../lib/use-session';
import { subscriberHooks } from './api/subscriber-hooks';

type Row = CallOutput<Calls['subscriberSummary']>[number];

/** Subscribers (document 3 §2): the server answers the whole list; the table pages and sorts it. */
export function SubscribersPage() {
  const { t } = useTranslation('subscribers');
  const openFromList = useOpenFromList();
  const { creds } = useSession();

  const columns: ListColumn<Row>[] = [
    { key: 'id', value: (row) => row.id, width: 70, sortable: true },
    { key: 'accountcode', value: (row) => row.accountcode, sortable: true },
    { key: 'company', value: (row) => row.company, sortable: true },
    { key: 'cloudId', value: (row) => row.cloud_id, sortable: true },
    { key: 'email', value: (row) => row.email, sortable: true },
    { key: 'phone', value: (row) => row.phone_number },
    yesNoColumn('active', (row) => row.active, { yes: t('actions.yes', { ns: 'common' }), no: t('actions.no', { ns: 'common' }) }, true),
  ];

  return (
    <ResourceListPage
      hooks={subscriberHooks}
      columns={columns}
      rowLabel={(row) => row.cloud_id}
      actions={{
        deleteText: (row) => ({ company: row.company, cloudId: row.cloud_id }),
        // The provider's own subscriber cannot be deleted.
        canDelete: (row) => row.cloud_id !== creds?.cloud_id,
        extra: (row) => (
          <RowAction
            tooltip={t('whiteLabel')}
            color="grape"
            label={t('whiteLabelRow', { cloudId: row.cloud_id })}
            onClick={() => openFromList('/subscribers/white_label', { subscriberId: row.id, cloudId: row.cloud_id })}
          >
            <IconBrush size={18} />
          </RowAction>
        ),
      }}
    />
  );
}
