import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import { domainReportKeys } from './use-billing-summary';
import { readReported } from './read-reported';

/** The active subscribers of the domain chosen in the report (a row's action); nothing before one is chosen. */
export function useActiveSubscribers(shown: { cloudId?: string; domain: string } | null) {
  return useQuery({
    queryKey: domainReportKeys.subscribers(shown?.cloudId, shown?.domain ?? ''),
    queryFn: () => readReported(() => rpc('getActiveSubscribers', { ...tenantPayload(shown?.cloudId), domain: shown?.domain ?? '' })),
    enabled: shown !== null,
    retry: false,
    staleTime: 60_000,
  });
}
