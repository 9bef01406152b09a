import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import { readReported } from './read-reported';

/**
 * One press of Search: the subscriber (the super tenant's choice; none for one's own tenant), the
 * domain it narrows to (none: every domain) and when it was pressed, so that pressing again reads
 * the platform's figures again.
 */
export type ReportSearch = { cloudId?: string; domain?: string; at: number };

export const domainReportKeys = {
  all: ['domainReport'] as const,
  report: (search: ReportSearch) => [...domainReportKeys.all, 'billing', search] as const,
  subscribers: (cloudId: string | undefined, domain: string) => [...domainReportKeys.all, 'subscribers', cloudId ?? 'own', domain] as const,
};

/** The report's rows of a Search; nothing until Search is pressed. */
export function useBillingSummary(search: ReportSearch | null) {
  return useQuery({
    queryKey: domainReportKeys.report(search ?? { at: 0 }),
    queryFn: () => readReported(() => rpc('billingSummary', { ...tenantPayload(search?.cloudId), ...(search?.domain ? { domain: search.domain } : {}) })),
    enabled: search !== null,
    retry: false,
    // A Search is read when made; the platform's figures are not read again behind the user's back.
    staleTime: Infinity,
  });
}
