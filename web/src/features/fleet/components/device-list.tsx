import { FLEET_PAGE_SIZES } from '@mamt/contract/fleet/fleet-calls';
import { CloseButton } from '@mantine/core';
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { serverSort } from '../../../components/data-table/server-sort';
import { TableSection } from '../../../components/data-table/table-section';
import { useTableState } from '../../../components/data-table/use-table-state';
import wide from '../../../components/data-table/wide-table.module.css';
import { notifySuccess } from '../../../lib/notify';
import { fleetKeys } from '../api/use-fleet';
import { FLEET_EXPORT_MAX, readWholeList, useFleetDevices } from '../api/use-fleet-devices';
import type { DeviceView } from '../fleet-types';
import { withShownList, type ShownList } from '../fleet-address';
import { useNumbers } from '../use-numbers';
import { DEVICE_SORT_FIELDS, deviceKey, useDeviceColumns } from './device-columns';

type Props = { cloudId: string | undefined; shown: ShownList; everyTenant: boolean };

/**
 * The list behind a figure (or an attention list's "show all"), a page at a time from the server,
 * which searches and sorts it; its page, size, search and order in the address beside `list`. Its
 * Export CSV reads the whole list as searched and sorted, up to
 * FLEET_EXPORT_MAX rows. Opening it takes the focus to its heading.
 */
export function DeviceList({ cloudId, shown, everyTenant }: Props) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const [, setParams] = useSearchParams();
  const state = useTableState([...FLEET_PAGE_SIZES], 25);
  const view: DeviceView = { search: state.debouncedSearch || undefined, ...serverSort(state.sorting, DEVICE_SORT_FIELDS) };
  const devices = useFleetDevices(cloudId, shown, view, state.page, state.pageSize);
  const columns = useDeviceColumns(everyTenant);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [shown.list, shown.domain]);

  const name = t(`lists.${shown.list}`);
  const loadAll = {
    queryKey: fleetKeys.whole(cloudId, shown),
    load: async (search: string, sorting: SortingState) => {
      const { rows, total } = await readWholeList(cloudId, shown, { search: search || undefined, ...serverSort(sorting, DEVICE_SORT_FIELDS) });
      if (total > rows.length) notifySuccess(t('lists.cut', { max: numbers.count(FLEET_EXPORT_MAX), total: numbers.count(total) }));
      return rows;
    },
  };

  return (
    <TableSection
      id="fleet-list"
      title={shown.domain ? t('lists.inDomain', { list: name, domain: shown.domain }) : name}
      aside={<CloseButton aria-label={t('lists.close')} onClick={() => setParams((current) => withShownList(current, null))} />}
      headingRef={heading}
    >
      <div className={wide.wide}>
        <DataTable
          state={state}
          columns={columns}
          rows={devices.data?.rows ?? []}
          total={devices.data?.total ?? 0}
          loading={devices.isLoading || devices.isPlaceholderData}
          error={devices.error}
          loadAll={loadAll}
          rowKey={deviceKey}
          exportName={`fleet-${shown.list}${shown.domain ? `-${shown.domain}` : ''}`}
          minWidth={960}
        />
      </div>
    </TableSection>
  );
}
