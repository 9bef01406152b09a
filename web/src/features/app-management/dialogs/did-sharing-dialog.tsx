import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { tenantPayload } from '../../../lib/tenant-queries';
import { useDidSharings, useSharableDids, useShareDid, useUnshareDid } from '../api/use-did-sharing';
import { DIALOG_TABLE_MIN_WIDTH, DialogFrame } from './dialog-frame';
import type { UserDialogProps } from './dialog-props';
import { PickAndAdd } from './pick-and-add';
import { useRemoveColumn } from './remove-action';
import { useUserChoices } from './user-choices';

type Row = { id: number; secondary_user: string; did: string };

/** SMS DID sharing: the user's SMS numbers shared with other users of the domain (page sizes 5/10/20). */
export function DidSharingDialog({ domain, cloudId, user, onClose }: UserDialogProps) {
  const { t } = useTranslation('appManagement');
  const primary = user.user ?? '';
  const scope = { domain, ...tenantPayload(cloudId) };
  const dids = useSharableDids(domain, primary, cloudId);
  const sharings = useDidSharings(domain, primary, cloudId);
  const choices = useUserChoices(domain, cloudId, primary);
  const [did, setDid] = useState<string | null>(null);
  const [secondary, setSecondary] = useState<string | null>(null);
  const share = useShareDid(domain, primary, cloudId);
  const remove = useUnshareDid(domain, primary, cloudId);
  // A dialog's table: its view closes with it, so the page's address is not the place for it.
  const table = useTableState([5, 10, 20], 5, { inAddress: false });

  const columns: Column<Row>[] = [
    { key: 'secondary_user', header: t('dialogs.didSharing.sharedWith'), value: (row) => row.secondary_user, sortable: true },
    { key: 'did', header: t('dialogs.didSharing.did'), value: (row) => row.did, sortable: true },
    useRemoveColumn(
      (row) => `${row.did} → ${row.secondary_user}`,
      (row, callbacks) => remove.mutate({ ...scope, primary_user: primary, secondary_user: row.secondary_user, did_number: row.did }, callbacks),
    ),
  ];

  return (
    <DialogFrame onClose={onClose} title={t('dialogs.didSharing.heading', { extension: primary })}>
      <Stack gap="md">
        <PickAndAdd
          mutation={share}
          input={{ ...scope, primary_user: primary, secondary_user: secondary ?? '', did: did ?? '' }}
          // Only the user is emptied: the same DID can then be shared with another user at once.
          onAdded={() => setSecondary(null)}
          label={t('dialogs.didSharing.share')}
        >
          <Select
            label={t('dialogs.didSharing.did')}
            data={(dids.data ?? []).map((row) => row.did)}
            value={did}
            onChange={setDid}
            nothingFoundMessage={t('dialogs.didSharing.none')}
            w={{ base: '100%', sm: 200 }}
          />
          <Select label={t('dialogs.subscriber')} searchable data={choices} value={secondary} onChange={setSecondary} w={{ base: '100%', sm: 260 }} />
        </PickAndAdd>
        <DataTable state={table} columns={columns} minWidth={DIALOG_TABLE_MIN_WIDTH} query={sharings} rowKey={(row) => row.id} exportName={`did-sharing-${primary}`} />
      </Stack>
    </DialogFrame>
  );
}
