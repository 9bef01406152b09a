import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { tenantPayload } from '../../../lib/tenant-queries';
import { useAddSharedVoicemail, useRemoveSharedVoicemail, useSharedVoicemail } from '../api/use-shared-voicemail';
import { DIALOG_TABLE_MIN_WIDTH, DialogFrame } from './dialog-frame';
import type { UserDialogProps } from './dialog-props';
import { PickAndAdd } from './pick-and-add';
import { useRemoveColumn } from './remove-action';
import { useUserChoices } from './user-choices';

type Row = { vm_user: string };

/** Voicemail boxes shared with a user (document 2 §5): the server enforces and words every rule. */
export function SharedVoicemailDialog({ domain, cloudId, user, onClose }: UserDialogProps) {
  const { t } = useTranslation('appManagement');
  const forUser = user.user ?? '';
  const base = { domain, ...tenantPayload(cloudId), for_user: forUser };
  const list = useSharedVoicemail(domain, forUser, cloudId);
  const choices = useUserChoices(domain, cloudId);
  const [pick, setPick] = useState<string | null>(null);
  const add = useAddSharedVoicemail(domain, forUser, cloudId);
  const remove = useRemoveSharedVoicemail(domain, forUser, cloudId);
  // A dialog's table: its view closes with it, so the page's address is not the place for it.
  const table = useTableState([10, 20, 30], 10, { inAddress: false });

  const columns: Column<Row>[] = [
    { key: 'vm_user', header: t('dialogs.sharedVoicemail.vmUser'), value: (row) => row.vm_user, sortable: true },
    useRemoveColumn((row) => row.vm_user, (row, callbacks) => remove.mutate({ ...base, vm_user: row.vm_user }, callbacks)),
  ];

  return (
    <DialogFrame onClose={onClose} title={t('dialogs.sharedVoicemail.heading', { extension: forUser })}>
      <Stack gap="md">
        <PickAndAdd mutation={add} input={{ ...base, vm_user: pick ?? '' }} onAdded={() => setPick(null)} label={t('dialogs.add')}>
          <Select label={t('dialogs.subscriber')} searchable data={choices} value={pick} onChange={setPick} w={{ base: '100%', sm: 300 }} />
        </PickAndAdd>
        <DataTable state={table} columns={columns} minWidth={DIALOG_TABLE_MIN_WIDTH} query={list} rowKey={(row) => row.vm_user} exportName={`shared-voicemail-${forUser}`} />
      </Stack>
    </DialogFrame>
  );
}
