import type { CallOutput, Calls } from '@mamt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export type UserDevice = CallOutput<Calls['getUserDevices']>[number];

/** Whose devices: the platform login, and the tenant when the super tenant picked another one. */
export type DeviceOwner = { login: string; cloudId?: string };

const tenant = (cloudId?: string) => (cloudId ? { cloud_id: cloudId } : {});
export const userDevicesKey = ({ login, cloudId }: DeviceOwner) => ['devices', cloudId ?? '', login] as const;

export function useUserDevices(owner: DeviceOwner) {
  return useQuery({ queryKey: userDevicesKey(owner), queryFn: () => rpc('getUserDevices', { username: owner.login, ...tenant(owner.cloudId) }), retry: false });
}

/** Device Sync: the answer carries the list again, which replaces the table's. */
export function useSyncDevices(owner: DeviceOwner) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (_: void, { idempotencyKey }) => rpc('syncDevices', { username: owner.login, ...tenant(owner.cloudId) }, { idempotencyKey }),
    onSuccess: (answer) => queryClient.setQueryData(userDevicesKey(owner), answer.devices),
  });
}

/** Deleting refreshes the table whatever the outcome (document 2 §4): a failed delete may have landed. */
export function useDeleteDevice(owner: DeviceOwner) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (aor: string, { idempotencyKey }) => rpc('DeleteUserDevice', { cloud_username: owner.login, aor, ...tenant(owner.cloudId) }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userDevicesKey(owner) }),
  });
}
