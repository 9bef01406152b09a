import type { CallOutput, Calls } from '@mamt/contract';
import type { ListColumn } from '../../components/list-page/list-page';
import { ResourceListPage } from '../../components/list-page/resource-list-page';
import { netsapienHooks } from './api/netsapien-hooks';

type Row = CallOutput<Calls['netsapienSummary']>[number];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'id', value: (row) => row.id, width: 70, sortable: true },
  { key: 'apiUrl', value: (row) => row.api_url, sortable: true },
  { key: 'clientId', value: (row) => row.client_id, sortable: true },
  { key: 'superuser', value: (row) => row.superuser, sortable: true },
  { key: 'company', value: (row) => `${row.company} (${row.cloud_id})`, sortable: true },
];

/** Platform connections (document 3 §4): Id, API URL, Client Id, Super User, Company. */
export function NetsapiensPage() {
  return <ResourceListPage hooks={netsapienHooks} columns={COLUMNS} rowLabel={(row) => row.company} actions={{ deleteText: (row) => ({ company: row.company }) }} />;
}
