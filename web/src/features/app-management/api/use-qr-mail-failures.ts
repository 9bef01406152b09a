import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';

export const qrMailFailuresKey = (domain: string, cloudId?: string) => ['qr-mail-failures', cloudId ?? 'own', domain] as const;

/**
 * Each user's latest QR e-mail of the domain that was not delivered: the newest ones (`rows`, at
 * most QR_FAILURES_SHOWN) and how many there are in all (`total`). A failure is known only after
 * the mail server's retries, minutes after sending: while a send is on its way (`live`) the list is
 * asked for every few seconds, else every minute while the page is open.
 */
export function useQrMailFailures(domain: string, cloudId: string | undefined, live: boolean) {
  return useQuery({
    queryKey: qrMailFailuresKey(domain, cloudId),
    queryFn: () => rpc('getQrMailFailures', { domain, ...tenantPayload(cloudId) }),
    refetchInterval: live ? 5000 : 60_000,
  });
}
