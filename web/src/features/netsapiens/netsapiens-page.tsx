import type { CallOutput, Calls } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { ListPage } from '../../components/list-page/list-page';
import { useConnections, useDeleteConnection } from './api/netsapiens-api';
import { netsapiensArea } from './area';

type Row = CallOutput<Calls['netsapienSummary']>[number];

/** Platform connections (document 3 §4): Id, API URL, Client Id, Super User, Company. */
export function NetsapiensPage() {
  const { t } = useTranslation('netsapiens');
  const connections = useConnections();
  const table = useTableState([10, 20, 30]);
  const remove = useDeleteConnection();

  const columns: Column<Row>[] = [
    { key: 'id', header: t('columns.id'), value: (row) => row.id, width: 70, sortable: true },
    { key: 'api', header: t('columns.apiUrl'), value: (row) => row.api_url, sortable: true },
    { key: 'client', header: t('columns.clientId'), value: (row) => row.client_id, sortable: true },
    { key: 'superuser', header: t('columns.superuser'), value: (row) => row.superuser, sortable: true },
    { key: 'company', header: t('columns.company'), value: (row) => `${row.company} (${row.cloud_id})`, sortable: true },
  ];

  return (
    <ListPage
      area={netsapiensArea}
      state={table}
      columns={columns}
      rows={connections.data}
      loading={connections.isLoading}
      error={connections.error}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.company}
      actions={{
        editLabel: (row) => t('editRow', { company: row.company }),
        deleteLabel: (row) => t('deleteRow', { company: row.company }),
        deleteText: (row) => ({ company: row.company }),
        remove: (row, callbacks) => remove.mutate(row.id, callbacks),
      }}
    />
  );
}
