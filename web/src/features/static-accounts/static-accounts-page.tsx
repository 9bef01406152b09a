import type { CallOutput, Calls } from '@mamt/contract';
import type { ListColumn } from '../../components/list-page/list-page';
import { ResourceListPage } from '../../components/list-page/resource-list-page';
import { staticAccountHooks } from './api/static-account-hooks';

type Row = CallOutput<Calls['accountsSummary']>[number];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'id', value: (row) => row.id, width: 70, sortable: true },
  { key: 'cloudId', value: (row) => row.cloud_id, sortable: true },
  { key: 'cloudUsername', value: (row) => row.cloud_username, sortable: true },
  { key: 'proxy', value: (row) => row.proxy, sortable: true },
  { key: 'outboundProxyHost', value: (row) => row.outbound_proxy_host, sortable: true },
  { key: 'transport', value: (row) => row.transport, sortable: true },
  { key: 'accountUsername', value: (row) => row.account_username, sortable: true },
];

/** Static accounts (document 3 §2): Id, Subscriber, User Login, Proxy, Outbound Proxy Host, Transport, Username. */
export function StaticAccountsPage() {
  return (
    <ResourceListPage
      hooks={staticAccountHooks}
      columns={COLUMNS}
      // Two tenants may use the same login: the row's buttons name the tenant too.
      rowLabel={(row) => `${row.cloud_username} (${row.cloud_id})`}
      actions={{ deleteText: (row) => ({ login: row.cloud_username, cloudId: row.cloud_id }) }}
    />
  );
}
