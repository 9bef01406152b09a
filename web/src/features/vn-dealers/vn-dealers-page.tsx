import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { PageTitle } from '../../components/page-title';
import { RowAction } from '../../components/row-action';
import { useRemoveVnDealer } from './api/use-remove-vn-dealer';
import { useVnDealers, type VNDealer } from './api/use-vn-dealers';

/** A dealer as its row's buttons and the confirmation name it: its name and id (two rooftops may share a name). */
const dealerLabel = (dealer: VNDealer) => `${dealer.Name} (${dealer.DealerId})`;

/**
 * Vinsolution dealers (document 3 /vn_dealers): the dealers connected to the provider's integration
 * at VinSolutions, sortable by each column and searchable over all of them, 10/20/30 a page; a
 * dealer is removed at VinSolutions after a confirmation, and the list is read from it again.
 */
export function VnDealersPage() {
  const { t, i18n } = useTranslation('vnDealers');
  const dealers = useVnDealers();
  const remove = useRemoveVnDealer();
  const table = useTableState([10, 20, 30], 10);

  const askRemove = (dealer: VNDealer) =>
    confirmDelete({ title: t('delete.title'), text: t('delete.text', { dealer: dealerLabel(dealer) }) }, (callbacks) => remove.mutate(dealer, callbacks));

  const columns: Column<VNDealer>[] = [
    { key: 'dealerId', header: t('columns.dealerId'), value: (dealer) => dealer.DealerId, sortable: true, width: 110 },
    { key: 'city', header: t('columns.city'), value: (dealer) => dealer.City, sortable: true },
    { key: 'name', header: t('columns.name'), value: (dealer) => dealer.Name, sortable: true },
    { key: 'state', header: t('columns.state'), value: (dealer) => dealer.State, sortable: true, width: 90 },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (dealer) => (
        <RowAction tooltip={t('actions.delete', { ns: 'common' })} color="red" label={t('deleteRow', { dealer: dealerLabel(dealer) })} onClick={() => askRemove(dealer)}>
          <IconTrash size={18} />
        </RowAction>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
      {/* The sentence keeps its language's direction in a right-to-left layout. */}
      <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
        {t('intro')}
      </Text>
      <DataTable
        state={table}
        columns={columns}
        query={dealers}
        rowKey={(dealer) => dealer.DealerId}
        loading={dealers.isFetching}
        exportName="vinsolution-dealers"
        minWidth={520}
        toolbar={
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={dealers.isFetching} onClick={() => void dealers.refetch()}>
            {t('refresh')}
          </Button>
        }
      />
    </Stack>
  );
}
