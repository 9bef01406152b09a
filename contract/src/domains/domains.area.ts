import { getTenantDomains } from './get-tenant-domains.js';

/** The Domains list (document 1 §2, /domains): the tenant's platform domains side by side. */
export const domainsCalls = { getTenantDomains };
