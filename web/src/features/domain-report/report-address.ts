import { withoutView } from '../../components/data-table/table-address';
import type { ReportSearch } from './api/use-billing-summary';

/** The address's name for each part of the report (`?subscriber=acme&domain=d01.acme.demo&active=d01.acme.demo`). */
const NAMES = { subscriber: 'subscriber', domain: 'domain', active: 'active' } as const;

/** The prefix of the active subscribers' table view in the address (`active-page`, `active-q`...). */
export const ACTIVE_TABLE = 'active-';

type Reader = { superTenant: boolean; ownCloudId: string | undefined };

/**
 * The report a reload or a link asks for again: the subscriber (always named, the caller's own
 * too, so that "a report was made" shows in the address) and the domain it narrows to. The super
 * tenant reports on the subscriber named; anyone else only ever on their own, so a link naming
 * another tenant asks for nothing.
 */
export function readReport(params: URLSearchParams, { superTenant, ownCloudId }: Reader): ReportSearch | null {
  const subscriber = params.get(NAMES.subscriber);
  const domain = params.get(NAMES.domain) || undefined;
  if (!subscriber) return null;
  if (superTenant) return { cloudId: subscriber, domain };
  return subscriber === ownCloudId ? { domain } : null;
}

/** The address of a new report: its choices alone, so the tables start afresh and no domain's subscribers stay open. */
export function reportParams(choice: ReportSearch, ownCloudId: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  const subscriber = choice.cloudId ?? ownCloudId;
  if (subscriber) params.set(NAMES.subscriber, subscriber);
  if (choice.domain) params.set(NAMES.domain, choice.domain);
  return params;
}

/** The domain whose active subscribers are open below the report, if any. */
export const readActive = (params: URLSearchParams) => params.get(NAMES.active) || null;

/** The address with another domain's active subscribers open (null: closed); their table starts afresh. */
export function withActive(params: URLSearchParams, domain: string | null): URLSearchParams {
  const next = withoutView(params, ACTIVE_TABLE);
  if (domain) next.set(NAMES.active, domain);
  else next.delete(NAMES.active);
  return next;
}
