import { DEFAULTS, type CallInput, type Calls } from '@mamt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadFiles } from '../../../lib/form-data';
import { rpc } from '../../../lib/rpc';
import { defaultsQuery } from '../../../lib/tenant-queries';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export const whiteLabelKeys = {
  detail: (subscriberId: number) => ['whiteLabel', subscriberId] as const,
  provisioning: (subscriberId: number) => ['whiteLabel', subscriberId, 'provisioning'] as const,
};

export function useWhiteLabel(subscriberId: number) {
  return useQuery({ queryKey: whiteLabelKeys.detail(subscriberId), queryFn: () => rpc('whiteLabelDetails', { subscriber_id: subscriberId }), staleTime: 0 });
}

/** The dropdowns' choices; the contract's own list until the server has answered. */
export function useDefaults() {
  return useQuery({ ...defaultsQuery(), placeholderData: DEFAULTS });
}

type SaveInput = { values: CallInput<Calls['createUpdateWhiteLabel']>; files: UploadFiles };

export function useSaveWhiteLabel(subscriberId: number) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: ({ values, files }: SaveInput, { idempotencyKey }) => rpc('createUpdateWhiteLabel', values, { files, idempotencyKey }),
    // Dropped, not refetched: a refetch here would re-key the open form (a new white label gets its id) and
    // unmount it before its own success callback returns to /subscribers. The next visit loads afresh.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: whiteLabelKeys.detail(subscriberId), exact: true });
    },
  });
}

/**
 * Subscriber-level provisioning ("allow all users/all domains"), read from the subscriber's own
 * record. Document 3 keeps getProvisioningSubscriber's wire answer (success = on, failure = off) for
 * its clients, but a browser logs every failed request in its console, so an "off" answer would look
 * like an error each time the screen opens: subscriberDetail carries the same flag and answers
 * 200 either way. A read that fails shows "disabled", silently, as the spec's check did (§8).
 */
export function useSubscriberProvisioning(subscriberId: number) {
  return useQuery({
    queryKey: whiteLabelKeys.provisioning(subscriberId),
    queryFn: () => rpc('subscriberDetail', { id: subscriberId }).then(
      (subscriber) => subscriber.allow_all_users,
      () => false,
    ),
    staleTime: 0,
  });
}

export function useToggleSubscriberProvisioning(subscriberId: number, cloudId: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (check: boolean, { idempotencyKey }) => rpc('checkUncheckProvisioningSubscriber', { subscriberId, cloudId, check }, { idempotencyKey }),
    onSuccess: (answer) => queryClient.setQueryData(whiteLabelKeys.provisioning(subscriberId), answer.allow_all_users),
  });
}

/** Every user of the company is reprovisioned (the spec's refresh action). */
export function useReprovisionCompany(cloudId: string) {
  return useSubmitMutation({ mutationFn: (_: void, { idempotencyKey }) => rpc('reprovisionByForce', { cloud_id: cloudId }, { idempotencyKey }) });
}
