import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, serialId, timestamps, updatedAt } from './columns.js';
import { domainOfTenant, extensionOfTenant, tenantCloudId } from './tenant-columns.js';

// App Management: domain settings and per-user provisioning.

/**
 * The App Management settings of one telephony domain of a tenant. A domain without a row has every
 * toggle off and the platform's own device cap. `config_version` rises with every change of the
 * domain's settings (document 4 §7), in the same transaction as the change, so that the
 * provisioning service can tell which devices have not fetched the current configuration.
 */
export const domainSettings = pgTable(
  'domain_settings',
  {
    ...domainOfTenant(),
    /** Null until set in the console: the platform's `max_device` is the limit until then. */
    deviceLimit: integer('device_limit'),
    provisioning: flag('provisioning', false),
    quickDial: flag('quick_dial', false),
    recording: flag('recording', false),
    textable: flag('textable', false),
    configVersion: integer('config_version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain] })],
);

/** Per-user provisioning of a domain (App Management's Save): whether an extension may use the app. */
export const extensionProvisioning = pgTable(
  'extension_provisioning',
  {
    ...extensionOfTenant(),
    allowed: boolean('allowed').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain, table.extension] })],
);

// App management per user: e-mail templates, calling numbers, shared voicemail, SMS DID sharing.
// Domains and extensions are the platform's; every row carries its tenant so that queries filter by it.

/** The QR-code e-mail templates of a tenant; the name is the key the console saves by. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serialId(),
    cloudId: tenantCloudId(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('email_templates_cloud_name_idx').on(table.cloudId, table.name)],
);

/** A DID of a domain used as a user's calling number (caller ID); a number is assigned once. */
export const callingNumbers = pgTable(
  'calling_numbers',
  {
    id: serialId(),
    ...extensionOfTenant(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calling_numbers_domain_number_idx').on(table.domain, table.phoneNumber), index('calling_numbers_user_idx').on(table.domain, table.extension)],
);

/** Voicemail boxes of other users of the domain that a user also sees (at most 3 per user). */
export const sharedVoicemails = pgTable(
  'shared_voicemails',
  {
    id: serialId(),
    ...domainOfTenant(),
    forUser: text('for_user').notNull(),
    vmUser: text('vm_user').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shared_voicemails_entry_idx').on(table.domain, table.forUser, table.vmUser)],
);

/** An SMS number of a primary user shared with a secondary user of the same domain. */
export const didSharing = pgTable(
  'did_sharing',
  {
    id: serialId(),
    ...domainOfTenant(),
    primaryUser: text('primary_user').notNull(),
    secondaryUser: text('secondary_user').notNull(),
    did: text('did').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('did_sharing_entry_idx').on(table.domain, table.did, table.secondaryUser),
    index('did_sharing_primary_idx').on(table.domain, table.primaryUser),
  ],
);
