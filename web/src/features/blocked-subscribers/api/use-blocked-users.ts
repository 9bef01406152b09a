import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export type BlockedUser = CallOutput<Calls['getBlcokedUsers']>[number];

const blockedKey = (cloudId?: string) => ['blocked-users', cloudId ?? ''] as const;

export function useBlockedUsers(cloudId?: string) {
  return useQuery({ queryKey: blockedKey(cloudId), queryFn: () => rpc('getBlcokedUsers', tenantPayload(cloudId)), retry: false });
}

/** Unblocking refreshes the table (document 2 §4). */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (row: BlockedUser, { idempotencyKey }) => rpc('unBlockUser', { id: row.id, login_user: row.login_user }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['blocked-users'] }),
  });
}
