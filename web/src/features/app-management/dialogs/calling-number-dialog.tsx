import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { tenantPayload } from '../../../lib/tenant-queries';
import { useAssignCallingNumber, useAssignedCallingNumbers, useAvailableCallingNumbers, useUnassignCallingNumber } from '../api/use-calling-numbers';
import { DIALOG_TABLE_MIN_WIDTH, DialogFrame } from './dialog-frame';
import type { UserDialogProps } from './dialog-props';
import { PickAndAdd } from './pick-and-add';
import { useRemoveColumn } from './remove-action';

type Row = { id: number; phone_number: string };

/** A user's calling number (caller ID): one of the domain's free DIDs, assigned or taken back. */
export function CallingNumberDialog({ domain, cloudId, user, onClose }: UserDialogProps) {
  const { t } = useTranslation('appManagement');
  const extension = user.user ?? '';
  const scope = { domain, ...tenantPayload(cloudId) };
  const available = useAvailableCallingNumbers(domain, cloudId);
  const assigned = useAssignedCallingNumbers(domain, extension, cloudId);
  const [pick, setPick] = useState<string | null>(null);
  const assign = useAssignCallingNumber(domain, cloudId);
  const remove = useUnassignCallingNumber(domain, cloudId);
  // A dialog's table: its view closes with it, so the page's address is not the place for it.
  const table = useTableState([10, 25, 50, 100], 10, { inAddress: false });
  const choices = (available.data ?? [])
    .filter((row) => !row.assigned_to)
    .map((row) => ({ value: row.phone_number, label: row.description ? `${row.phone_number} — ${row.description}` : row.phone_number }));

  const columns: Column<Row>[] = [
    { key: 'phone_number', header: t('dialogs.callingNumber.number'), value: (row) => row.phone_number, sortable: true },
    useRemoveColumn((row) => row.phone_number, (row, callbacks) => remove.mutate({ ...scope, phone_number: row.phone_number }, callbacks)),
  ];

  return (
    <DialogFrame onClose={onClose} title={t('dialogs.callingNumber.heading', { extension })}>
      <Stack gap="md">
        <PickAndAdd mutation={assign} input={{ ...scope, extension, phone_number: pick ?? '' }} onAdded={() => setPick(null)} label={t('dialogs.callingNumber.assign')}>
          <Select
            label={t('dialogs.callingNumber.available')}
            searchable
            data={choices}
            value={pick}
            onChange={setPick}
            nothingFoundMessage={t('dialogs.callingNumber.none')}
            w={{ base: '100%', sm: 300 }}
          />
        </PickAndAdd>
        <DataTable state={table} columns={columns} minWidth={DIALOG_TABLE_MIN_WIDTH} query={assigned} rowKey={(row) => row.id} exportName={`calling-numbers-${extension}`} />
      </Stack>
    </DialogFrame>
  );
}
