import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';

export const accountPreviewKey = (domain: string, extension: string, cloudId?: string) => ['account-preview', cloudId ?? 'own', domain, extension] as const;

/** What the user's app would receive now, passwords masked, each value with its source (document 4 §8). */
export function useAccountPreview(domain: string, extension: string, cloudId?: string) {
  return useQuery({
    queryKey: accountPreviewKey(domain, extension, cloudId),
    queryFn: () => rpc('previewAccount', { domain, extension, ...tenantPayload(cloudId) }),
    // Support staff open it while changing settings elsewhere: every opening shows the values of now.
    staleTime: 0,
    gcTime: 0,
  });
}
