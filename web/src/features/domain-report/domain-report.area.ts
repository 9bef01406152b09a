import { IconChartBar } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** The domain report (document 3 /domains_report): a tenant's domains and their active subscribers, for admins (document 1 §6). */
export const domainReportArea = area('domainReport', '/domains_report', IconChartBar, { call: 'billingSummary' }, {
  '': () => import('./domain-report-page').then((m) => m.DomainReportPage),
}, { place: 140 });
