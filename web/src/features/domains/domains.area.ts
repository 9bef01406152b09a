import { IconWorldWww } from '@tabler/icons-react';
import { area } from '../../lib/area';

/**
 * Domains (document 1 §2, /domains): the tenant's platform domains side by side, for everyone who
 * sees App Management. Document 1 §6's sidebar list does not name it, so it has no sidebar item:
 * App Management links to it, and each domain links back to App Management.
 */
export const domainsArea = area('domains', '/domains', IconWorldWww, { call: 'getTenantDomains' }, {
  '': () => import('./domains-page').then((m) => m.DomainsPage),
}, { place: 200, inSidebar: false });
