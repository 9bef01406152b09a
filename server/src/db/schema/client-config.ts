import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { subscribers } from './tenants.js';

// What the app is configured with besides App Management: client (SIP) profiles and static accounts.

/** A raw Account XML element a client profile adds (document 4 §4); names are checked on save. */
export type ExtraElement = { name: string; value: string };

/**
 * A client (SIP) profile (document 3 §3). The level is given by `domain` and `extension`: both empty
 * is the tenant's primary profile, a domain alone a domain profile, both an extension profile. At
 * most one profile per level; a lower level wins over a higher one value by value (document 4 §1).
 */
export const clientProfiles = pgTable(
  'client_profiles',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id')
      .notNull()
      .references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull().default(''),
    extension: text('extension').notNull().default(''),
    profileName: text('profile_name').notNull(),
    transport: text('transport').notNull().default('udp'),
    outboundProxyEnabled: boolean('outbound_proxy_enabled').notNull(),
    outboundProxyHost: text('outbound_proxy_host').notNull(),
    /** The port of the SIP health checker. */
    port: integer('port').notNull(),
    pushBlockReg: boolean('push_block_reg').notNull().default(false),
    /** Null: the level above (or the product default) decides. */
    expires: integer('expires'),
    ringingTone: text('ringing_tone').notNull(),
    /** Comma list; empty: the level above decides. */
    dtmfOrder: text('dtmf_order').notNull().default(''),
    extraElements: jsonb('extra_elements').$type<ExtraElement[]>().notNull().default([]),
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('client_profiles_level_idx').on(table.cloudId, table.domain, table.extension)],
);

/**
 * A static SIP account (document 3 §3): an account outside the platform that the app provisions as
 * stored (document 4 §2.7). Both passwords are sealed; `cloud_username` is unique per tenant
 * without regard to case, as the app's users type it.
 */
export const staticAccounts = pgTable(
  'static_accounts',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id')
      .notNull()
      .references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    cloudUsername: text('cloud_username').notNull(),
    cloudPasswordSealed: text('cloud_password_sealed').notNull(),
    proxy: text('proxy').notNull(),
    outboundProxyHost: text('outbound_proxy_host').notNull(),
    transport: text('transport').notNull().default('udp'),
    accountUsername: text('account_username').notNull(),
    accountPasswordSealed: text('account_password_sealed').notNull(),
    expires: integer('expires').notNull().default(60),
    allowMessage: boolean('allow_message').notNull().default(true),
    outboundProxyEnabled: boolean('outbound_proxy_enabled').notNull().default(true),
    remoteMsgDeleteSupported: boolean('remote_msg_delete_supported').notNull().default(true),
    msgLocalDeleteSupported: boolean('msg_local_delete_supported').notNull().default(true),
    outgoingCallsThroughSipis: boolean('outgoing_calls_through_sipis').notNull().default(true),
    ringingTone: text('ringing_tone').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('static_accounts_login_idx').on(table.cloudId, sql`lower(${table.cloudUsername})`)],
);
