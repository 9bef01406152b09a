import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { useTableState } from '../../../components/data-table/use-table-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { cloudField } from '../api/cloud';
import { DIALOG_TABLE_MIN_WIDTH, DialogFrame } from './dialog-frame';
import type { UserDialogProps } from './dialog-props';
import { useUserChoices } from './user-choices';
import { RemoveAction } from './remove-action';

type Row = { id: number; secondary_user: string; did: string };

/** SMS DID sharing: the user's SMS numbers shared with other users of the domain (page sizes 5/10/20). */
export function DidSharingDialog({ domain, cloudId, user, onClose }: UserDialogProps) {
  const { t } = useTranslation('appManagement');
  const primary = user.user ?? '';
  const scope = { domain, ...cloudField(cloudId) };
  const key = ['did-sharing', cloudId ?? 'own', domain, primary];
  const dids = useQuery({ queryKey: [...key, 'dids'], queryFn: () => rpc('getDIDNumbers', { ...scope, username: primary }) });
  const sharings = useQuery({ queryKey: [...key, 'rows'], queryFn: () => rpc('getDidSharingDetails', { ...scope, username: primary }) });
  const choices = useUserChoices(domain, cloudId, primary);
  const [did, setDid] = useState<string | null>(null);
  const [secondary, setSecondary] = useState<string | null>(null);
  const share = useCallMutation('createUpdateDidSharing', key);
  const remove = useCallMutation('deleteDidSharing', key);
  const table = useTableState([5, 10, 20], 5);

  const columns: Column<Row>[] = [
    { key: 'secondary_user', header: t('dialogs.didSharing.sharedWith'), value: (row) => row.secondary_user, sortable: true },
    { key: 'did', header: t('dialogs.didSharing.did'), value: (row) => row.did, sortable: true },
    {
      key: 'actions',
      header: t('actions.column', { ns: 'common' }),
      actions: true,
      cell: (row) => (
        <RemoveAction
          name={`${row.did} → ${row.secondary_user}`}
          remove={(callbacks) => remove.mutate({ ...scope, primary_user: primary, secondary_user: row.secondary_user, did_number: row.did }, callbacks)}
        />
      ),
    },
  ];

  return (
    <DialogFrame onClose={onClose} title={t('dialogs.didSharing.heading', { extension: primary })}>
      <Stack gap="md">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('dialogs.didSharing.did')}
            data={(dids.data ?? []).map((row) => row.did)}
            value={did}
            onChange={setDid}
            nothingFoundMessage={t('dialogs.didSharing.none')}
            w={{ base: '100%', sm: 200 }}
          />
          <Select label={t('dialogs.subscriber')} searchable data={choices} value={secondary} onChange={setSecondary} w={{ base: '100%', sm: 260 }} />
          <Button
            loading={share.isPending}
            onClick={() =>
              share.mutate(
                { ...scope, primary_user: primary, secondary_user: secondary ?? '', did: did ?? '' },
                {
                  onSuccess: (answer) => {
                    notifySuccess(answer);
                    setSecondary(null);
                  },
                  onError: (error) => notifyError(error),
                },
              )
            }
          >
            {t('dialogs.didSharing.share')}
          </Button>
        </Group>
        <DataTable state={table} columns={columns} minWidth={DIALOG_TABLE_MIN_WIDTH} rows={sharings.data ?? []} rowKey={(row) => row.id} loading={sharings.isLoading} error={sharings.error} exportName={`did-sharing-${primary}`} />
      </Stack>
    </DialogFrame>
  );
}
