import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { emptyText, flag, serialId, timestamps } from './columns.js';

/** A tenant (customer company), identified by its cloud id. */
export const subscribers = pgTable('subscribers', {
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

/** A tenant's connection to the telephony platform; secrets are sealed (lib/secret-box.ts). */
export const netsapienConnections = pgTable('netsapien_connections', {
  id: serialId(),
  subscriberId: integer('subscriber_id')
    .notNull()
    .unique()
    .references(() => subscribers.id, { onDelete: 'restrict' }),
  apiUrl: text('api_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  deliveryWebhook: emptyText('delivery_webhook'),
  superuser: text('superuser').notNull(),
  superpassSealed: text('superpass_sealed').notNull(),
  ...timestamps(),
});
