import type { CallOutput, Calls } from '@mamt/contract';
import { useTableState } from '../../components/data-table/use-table-state';
import { ListPage, type ListColumn } from '../../components/list-page/list-page';
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
  const connections = netsapienHooks.useList();
  const table = useTableState([10, 20, 30]);
  const remove = netsapienHooks.useDelete();

  return (
    <ListPage
     
      state={table}
      columns={COLUMNS}
      query={connections}
      rowLabel={(row) => row.company}
      actions={{
        deleteText: (row) => ({ company: row.company }),
        remove: (row, callbacks) => remove.mutate({ id: row.id }, callbacks),
      }}
    />
  );
}
