import { superTenant, type Access } from '../access.js';
import type { ResourceTenancy } from './define-resource.js';

/** One rule for every verb of a resource: who may list its records also reads, saves and deletes them. */
export const everyVerb = (rule: Access) => ({ list: rule, save: rule, delete: rule });

/**
 * The provider's own records (tenants, platform connections): provider scopes admit the super tenant
 * only, and of its users the admins alone keep these records.
 */
export const PROVIDER_RECORDS = { tenancy: { kind: 'provider' } as ResourceTenancy, access: everyVerb(superTenant('admin')) };
