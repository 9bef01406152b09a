import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';
import { readReported } from './read-reported';

/** What Search asks for: the subscriber (the super tenant's choice; none for one's own tenant) and the domain it narrows to (none: every domain). */
export type ReportSearch = { cloudId?: string; domain?: string };

export const domainReportKeys = {
  all: ['domainReport'] as const,
  report: (search: ReportSearch) => [...domainReportKeys.all, 'billing', search] as const,
  subscribers: (cloudId: string | undefined, domain: string) => [...domainReportKeys.all, 'subscribers', cloudId ?? 'own', domain] as const,
};

/** The report's rows of a search; nothing until one is made. */
export function useBillingSummary(search: ReportSearch | null) {
  return useQuery({
    queryKey: domainReportKeys.report(search ?? {}),
    queryFn: () => readReported(() => rpc('billingSummary', { ...tenantPayload(search?.cloudId), ...(search?.domain ? { domain: search.domain } : {}) })),
    enabled: search !== null,
    retry: false,
    // A Search is read when made (see useReadReportAgain); the platform's figures are not read again behind the user's back.
    staleTime: Infinity,
  });
}

/**
 * A press of Search reads the platform's figures again, even for a search made before: the report
 * on screen is read at once, one about to be shown (the address is on its way) as it is shown.
 */
export function useReadReportAgain() {
  const queryClient = useQueryClient();
  return (search: ReportSearch) => queryClient.invalidateQueries({ queryKey: domainReportKeys.report(search), exact: true });
}
