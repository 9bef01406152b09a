import { text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

// The columns that place a row in a tenant, a domain of it, or a user of that domain. Domains and
// users are the platform's (no table of ours holds them), so only the tenant is a foreign key.

/**
 * The tenant a row belongs to, by cloud id: it follows a renamed cloud id, and goes with its tenant
 * unless `onDelete` is 'restrict' (the tenant then cannot be deleted while the row is there).
 */
export const tenantCloudId = (onDelete: 'cascade' | 'restrict' = 'cascade') =>
  text('cloud_id').notNull().references(() => tenants.cloudId, { onUpdate: 'cascade', onDelete });

/** A row of one telephony domain of a tenant. */
export const domainOfTenant = () => ({ cloudId: tenantCloudId(), domain: text('domain').notNull() });

/** A row of one user (extension) of a domain of a tenant. */
export const extensionOfTenant = () => ({ ...domainOfTenant(), extension: text('extension').notNull() });
