import { billingSummary, getActiveSubscribers } from './domain-report-calls.js';

/** The domain report (document 3 /domains_report): a tenant's domains with their active subscribers, for billing. */
export const domainReportCalls = { billingSummary, getActiveSubscribers };
