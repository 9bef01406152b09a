import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/** A tenant (customer company), identified by its cloud id. */
export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  cloudId: text('cloud_id').notNull().unique(),
  accountcode: text('accountcode').notNull(),
  company: text('company').notNull(),
  email: text('email').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  fetchingMethod: text('fetching_method').notNull().default('remote_api'),
  active: boolean('active').notNull().default(true),
  allowAllUsers: boolean('allow_all_users').notNull().default(false),
  /** Rises with every tenant-level change of what the app receives (document 4 §7). */
  configVersion: integer('config_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A tenant's connection to the telephony platform; secrets are sealed (lib/secret-box.ts). */
export const netsapienConnections = pgTable('netsapien_connections', {
  id: serial('id').primaryKey(),
  subscriberId: integer('subscriber_id')
    .notNull()
    .unique()
    .references(() => subscribers.id, { onDelete: 'restrict' }),
  apiUrl: text('api_url').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  deliveryWebhook: text('delivery_webhook').notNull().default(''),
  superuser: text('superuser').notNull(),
  superpassSealed: text('superpass_sealed').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
