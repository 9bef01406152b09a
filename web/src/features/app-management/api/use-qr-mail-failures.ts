import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { cloudField } from './cloud';

export const qrMailFailuresKey = (domain: string, cloudId?: string) => ['qr-mail-failures', cloudId ?? 'own', domain] as const;

/** QR e-mails of the domain the mail server would not take after every retry (minutes after sending). */
export function useQrMailFailures(domain: string, cloudId?: string) {
  // Failures arrive minutes after sending, while the admin may still be on the page.
  return useQuery({ queryKey: qrMailFailuresKey(domain, cloudId), queryFn: () => rpc('getQrMailFailures', { domain, ...cloudField(cloudId) }), refetchInterval: 60_000 });
}
