import { QR_PENDING_STATUSES, type CallOutput, type Calls, type QrDeliveryStatus } from '@mamt/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';
import { qrMailFailuresKey } from './use-qr-mail-failures';

export type QrMailRun = CallOutput<Calls['getQrMailRun']>['run'];
export type QrDelivery = CallOutput<Calls['getQrMailRun']>['deliveries']['rows'][number];
export type QrSendAnswer = CallOutput<Calls['sendQrMails']>;

/** While a send has mails on their way, where they stand is asked for this often. */
const LIVE_MS = 1500;

export const hasPending = (run: Pick<QrMailRun, 'counts'> | undefined) => run !== undefined && QR_PENDING_STATUSES.some((status) => run.counts[status] > 0);

const runsKey = (domain: string, cloudId?: string) => ['qr-mail-runs', cloudId ?? 'own', domain] as const;

/**
 * When a send has just settled, what lists its outcome is asked for again: the undelivered mails
 * (which only then hold its failures) and the list of sends. Done after the settled answer is
 * stored, never from inside a fetch: an invalidation there would cancel that very fetch and start
 * it again, for ever.
 */
function useRefreshWhenSettled(pending: boolean | undefined, domain: string, cloudId?: string) {
  const queryClient = useQueryClient();
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && pending === false) {
      void queryClient.invalidateQueries({ queryKey: qrMailFailuresKey(domain, cloudId) });
      void queryClient.invalidateQueries({ queryKey: runsKey(domain, cloudId), exact: true });
    }
    wasPending.current = pending;
  }, [pending, queryClient, domain, cloudId]);
}

/** The domain's latest sends, asked for again while one of them is still sending. */
export function useRecentQrMailRuns(domain: string, cloudId?: string) {
  const query = useQuery({
    queryKey: runsKey(domain, cloudId),
    queryFn: () => rpc('getRecentQrMailRuns', { domain, ...tenantPayload(cloudId) }),
    refetchInterval: (current) => (current.state.data?.some(hasPending) ? LIVE_MS : false),
  });
  useRefreshWhenSettled(query.data?.some(hasPending), domain, cloudId);
  return query;
}

export type RunView = { statuses: QrDeliveryStatus[]; page: number; pageSize: number };

/** One send and a page of its mails, live until every mail has settled. */
export function useQrMailRun(domain: string, cloudId: string | undefined, runId: number, view: RunView) {
  const query = useQuery({
    queryKey: [...runsKey(domain, cloudId), runId, view],
    queryFn: () =>
      rpc('getQrMailRun', { domain, ...tenantPayload(cloudId), run_id: runId, page: view.page, page_size: view.pageSize, ...(view.statuses.length > 0 ? { statuses: view.statuses } : {}) }),
    refetchInterval: (current) => (current.state.data === undefined || hasPending(current.state.data.run) ? LIVE_MS : false),
    placeholderData: keepPreviousData,
  });
  useRefreshWhenSettled(query.data ? hasPending(query.data.run) : undefined, domain, cloudId);
  return query;
}

/** After a send or a resend: the sends, the send's mails and the undelivered list are no longer what they were. */
function useRefreshRuns(domain: string, cloudId?: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: runsKey(domain, cloudId) }),
      queryClient.invalidateQueries({ queryKey: qrMailFailuresKey(domain, cloudId) }),
    ]);
}

export type QrMailContent = { cc: string; subject: string; body: string };

/** Sends the QR e-mail to the chosen users in one call; the mails then go out in the background. */
export function useSendQrMails(domain: string, cloudId?: string) {
  const refresh = useRefreshRuns(domain, cloudId);
  return useSubmitMutation({
    mutationFn: ({ extensions, mail }: { extensions: string[]; mail: QrMailContent }, { idempotencyKey }) =>
      rpc('sendQrMails', { domain, ...tenantPayload(cloudId), extensions, ...mail }, { idempotencyKey }),
    onSuccess: () => refresh(),
  });
}

/**
 * What to send again: a whole send's (`runId`), some mails (`deliveryIds`), or every user's latest
 * undelivered mail of the domain (`allUndelivered`), however many more than the screen has loaded.
 */
export type ResendChoice = { runId?: number; deliveryIds?: number[]; allUndelivered?: boolean };

/** Sends again what was not delivered, as chosen; the server picks the mails of a send or of the domain. */
export function useResendQrMails(domain: string, cloudId?: string) {
  const refresh = useRefreshRuns(domain, cloudId);
  return useSubmitMutation({
    mutationFn: (chosen: ResendChoice, { idempotencyKey }) =>
      rpc(
        'resendQrMails',
        {
          domain,
          ...tenantPayload(cloudId),
          ...(chosen.runId !== undefined ? { run_id: chosen.runId } : {}),
          delivery_ids: chosen.deliveryIds ?? [],
          ...(chosen.allUndelivered ? { all_undelivered: true } : {}),
        },
        { idempotencyKey },
      ),
    onSuccess: () => refresh(),
  });
}
