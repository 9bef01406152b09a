import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clientCredentials, emptyText, flag, serialId, timestamps } from './columns.js';

/** A tenant (customer company), identified by its cloud id. */
export const tenants = pgTable('subscribers', {
  id: serialId(),
  cloudId: text('cloud_id').notNull().unique(),
  accountcode: text('accountcode').notNull(),
  company: text('company').notNull(),
  email: emptyText('email'),
  phoneNumber: emptyText('phone_number'),
  fetchingMethod: text('fetching_method').notNull().default('remote_api'),
  active: flag('active', true),
  allowAllUsers: flag('allow_all_users', false),
  /** Rises with every tenant-level change of what the app receives (document 4 §7). */
  configVersion: integer('config_version').notNull().default(0),
  ...timestamps(),
});

/**
 * The tenant a record belongs to, by row id, for the records a tenant has at most one of (its platform
 * connection, its white label, a portability provider's own record). 'restrict' keeps the tenant from
 * being deleted while the record is there; 'cascade' deletes the record with the tenant.
 */
export const tenantKey = (onDelete: 'cascade' | 'restrict') => integer('subscriber_id').notNull().unique().references(() => tenants.id, { onDelete });

/** A tenant's connection to the telephony platform; secrets are sealed (lib/secret-box.ts). */
export const platformConnections = pgTable('netsapien_connections', {
  id: serialId(),
  tenantId: tenantKey('restrict'),
  apiUrl: text('api_url').notNull(),
  ...clientCredentials(),
  deliveryWebhook: emptyText('delivery_webhook'),
  superuser: text('superuser').notNull(),
  superpassSealed: text('superpass_sealed').notNull(),
  ...timestamps(),
});
