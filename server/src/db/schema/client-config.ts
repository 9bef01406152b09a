import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { emptyText, flag, serialId, timestamps } from './columns.js';
import { tenantCloudId } from './tenant-columns.js';

// What the app is configured with besides App Management: client (SIP) profiles and static accounts.

/** The transport the app's SIP account registers over: UDP unless another is chosen. */
const sipTransport = () => text('transport').notNull().default('udp');

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
    id: serialId(),
    cloudId: tenantCloudId(),
    domain: emptyText('domain'),
    extension: emptyText('extension'),
    profileName: text('profile_name').notNull(),
    transport: sipTransport(),
    outboundProxyEnabled: boolean('outbound_proxy_enabled').notNull(),
    outboundProxyHost: text('outbound_proxy_host').notNull(),
    /** The port of the SIP health checker. */
    port: integer('port').notNull(),
    pushBlockReg: flag('push_block_reg', false),
    /** Null: the level above (or the product default) decides. */
    expires: integer('expires'),
    ringingTone: text('ringing_tone').notNull(),
    /** Comma list; empty: the level above decides. */
    dtmfOrder: emptyText('dtmf_order'),
    extraElements: jsonb('extra_elements').$type<ExtraElement[]>().notNull().default([]),
    userId: integer('user_id'),
    ...timestamps(),
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
    id: serialId(),
    cloudId: tenantCloudId(),
    cloudUsername: text('cloud_username').notNull(),
    cloudPasswordSealed: text('cloud_password_sealed').notNull(),
    proxy: text('proxy').notNull(),
    outboundProxyHost: text('outbound_proxy_host').notNull(),
    transport: sipTransport(),
    accountUsername: text('account_username').notNull(),
    accountPasswordSealed: text('account_password_sealed').notNull(),
    expires: integer('expires').notNull().default(60),
    allowMessage: flag('allow_message', true),
    outboundProxyEnabled: flag('outbound_proxy_enabled', true),
    remoteMsgDeleteSupported: flag('remote_msg_delete_supported', true),
    msgLocalDeleteSupported: flag('msg_local_delete_supported', true),
    outgoingCallsThroughSipis: flag('outgoing_calls_through_sipis', true),
    ringingTone: text('ringing_tone').notNull(),
    userId: integer('user_id'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('static_accounts_login_idx').on(table.cloudId, sql`lower(${table.cloudUsername})`)],
);
