import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

/** Per-tenant branding; only the parts the sign-in page needs are read so far. */
export const whiteLabels = pgTable(
  'white_labels',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .unique()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    adminBaseUrl: text('admin_base_url').notNull().default(''),
    frontendBaseUrl: text('frontend_base_url').notNull().default(''),
    signinLogo: text('signin_logo'),
    dashboardLogo: text('dashboard_logo'),
    customTabBackground: text('custom_tab_background'),
    appSigninBackground: text('app_signin_background'),
    appSigninLogo: text('app_signin_logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('white_labels_admin_base_url_idx').on(table.adminBaseUrl)],
);

/** People who sign in to the console. */
export const consoleUsers = pgTable(
  'console_users',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id')
      .notNull()
      .references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'restrict' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    userType: text('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    profileImage: text('profile_image').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('console_users_cloud_username_idx').on(table.cloudId, sql`lower(${table.username})`),
    index('console_users_cloud_id_idx').on(table.cloudId, table.id),
  ],
);

/** Session tokens, stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => consoleUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use password reset references, stored as SHA-256 hashes. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => consoleUsers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every mail the product sent or would send; the delivery channel when no SMTP is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  cc: text('cc'),
  transport: text('transport').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  /** The tenant a mail was sent for and what it was about (`qr:<domain>:<extension>`), so the console can show failures. */
  cloudId: text('cloud_id'),
  reference: text('reference'),
  createdAt: createdAt(),
}, (table) => [index('mail_outbox_cloud_reference_idx').on(table.cloudId, table.reference)]);

/** Who did what: one row per state-changing call, read by the System Logs screen. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    cloudId: text('cloud_id'),
    call: text('call').notNull(),
    target: text('target'),
    result: text('result').notNull(),
    detail: text('detail'),
    clientAddress: text('client_address'),
  },
  (table) => [index('audit_log_cloud_at_idx').on(table.cloudId, table.at)],
);

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

/**
 * Counters of throttled actions (failed sign-ins per account and per address, reset mails, password
 * changes), kept in the database so that every server process sees the same counts.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('throttle_counters_window_idx').on(table.windowStartedAt)],
);

/** Requests sent to the platform per connection and minute: the request budget shared by every process. */
export const platformRequestBudget = pgTable(
  'platform_request_budget',
  {
    connectionId: integer('connection_id').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [primaryKey({ columns: [table.connectionId, table.minute] })],
);

/** A connection's back-off after the platform pushed back, so that every process holds off at once. */
export const platformBackoff = pgTable('platform_backoff', {
  connectionId: integer('connection_id').primaryKey(),
  backoffMs: integer('backoff_ms').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images, served at /uploads/<name> by every process. */
export const uploadedFiles = pgTable('uploaded_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// App Management: domain settings and per-user provisioning (issue 7). All tables of this area
// live in this block.
// ---------------------------------------------------------------------------------------------

/**
 * The App Management settings of one telephony domain of a tenant. A domain without a row has every
 * toggle off and the platform's own device cap. `config_version` rises with every change of the
 * domain's settings (document 4 §7), in the same transaction as the change, so that the
 * provisioning service can tell which devices have not fetched the current configuration.
 */
export const domainSettings = pgTable(
  'domain_settings',
  {
    cloudId: text('cloud_id')
      .notNull()
      .references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    /** Null until set in the console: the platform's `max_device` is the limit until then. */
    deviceLimit: integer('device_limit'),
    provisioning: boolean('provisioning').notNull().default(false),
    quickDial: boolean('quick_dial').notNull().default(false),
    recording: boolean('recording').notNull().default(false),
    textable: boolean('textable').notNull().default(false),
    configVersion: integer('config_version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain] })],
);

/** Per-user provisioning of a domain (App Management's Save): whether an extension may use the app. */
export const extensionProvisioning = pgTable(
  'extension_provisioning',
  {
    cloudId: text('cloud_id')
      .notNull()
      .references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    extension: text('extension').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.cloudId, table.domain, table.extension] })],
);

// ---------------------------------------------------------------------------------------------
// App management per user: e-mail templates, calling numbers, shared voicemail, SMS DID sharing.
// Domains and extensions are the platform's; every row carries its tenant so that queries filter by it.
// ---------------------------------------------------------------------------------------------

/** The QR-code e-mail templates of a tenant; the name is the key the console saves by. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('email_templates_cloud_name_idx').on(table.cloudId, table.name)],
);

/** A DID of a domain used as a user's calling number (caller ID); a number is assigned once. */
export const callingNumbers = pgTable(
  'calling_numbers',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    extension: text('extension').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calling_numbers_domain_number_idx').on(table.domain, table.phoneNumber), index('calling_numbers_user_idx').on(table.domain, table.extension)],
);

/** Voicemail boxes of other users of the domain that a user also sees (at most 3 per user). */
export const sharedVoicemails = pgTable(
  'shared_voicemails',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
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
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
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

// ---------------------------------------------------------------------------------------------
// The provisioning service (document 4): QR tokens, app devices, blocked logins.
// ---------------------------------------------------------------------------------------------

/**
 * One-time QR-code tokens (document 4 §2.2): 128-bit random, only their SHA-256 is kept. A token is
 * spent by its first successful use, dies at `expires_at`, and is revoked when a newer e-mail is
 * sent to the same user.
 */
export const provisioningTokens = pgTable(
  'provisioning_tokens',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    extension: text('extension').notNull(),
    /** The platform's `subscriber_login` (user@domain): what the QR code carries as username. */
    subscriberLogin: text('subscriber_login').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('provisioning_tokens_hash_idx').on(table.tokenHash), index('provisioning_tokens_user_idx').on(table.cloudId, table.domain, table.extension)],
);

/**
 * An installation of the app (document 4 §6): the platform device created for it and what it last
 * fetched. `cloud_password_hash` is the SHA-256 of the 256-bit per-device secret the app re-provisions
 * with; the SIP password is the platform device's, kept sealed so a re-provision needs no platform read.
 * A deleted device keeps its row with `deleted_at` so that its next re-provision gets "Logged out.".
 */
export const appDevices = pgTable(
  'app_devices',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    extension: text('extension').notNull(),
    subscriberLogin: text('subscriber_login').notNull(),
    /** The platform device (aor user), e.g. `1001m`. */
    deviceName: text('device_name').notNull(),
    installId: text('install_id'),
    /** `android`, `ios`, `desktop` or `other`, from what the app says of itself. */
    platform: text('platform').notNull(),
    appVersion: text('app_version'),
    cloudPasswordHash: text('cloud_password_hash').notNull(),
    sipPasswordSealed: text('sip_password_sealed').notNull(),
    /** The tenant and domain configuration versions the device last received. */
    servedTenantVersion: integer('served_tenant_version').notNull().default(0),
    servedDomainVersion: integer('served_domain_version').notNull().default(0),
    lastProvisionedAt: timestamp('last_provisioned_at', { withTimezone: true }),
    /** Set by a forced reprovision; the device is up to date again once it provisions after this. */
    reprovisionRequestedAt: timestamp('reprovision_requested_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('app_devices_cloud_password_idx').on(table.cloudPasswordHash),
    uniqueIndex('app_devices_live_device_idx').on(table.cloudId, table.domain, table.deviceName).where(sql`${table.deletedAt} is null`),
    index('app_devices_user_idx').on(table.cloudId, table.domain, table.extension),
  ],
);

/**
 * Failed provisioning attempts of a login within the current window (document 4 §3.3) and, once
 * they reach the limit, the block shown on Blocked Subscribers. Unblocking deletes the row.
 */
export const provisioningLogins = pgTable(
  'provisioning_logins',
  {
    id: serial('id').primaryKey(),
    cloudId: text('cloud_id').notNull().references(() => subscribers.cloudId, { onUpdate: 'cascade', onDelete: 'cascade' }),
    /** The cloud_username as the app sent it, lower-cased. */
    loginUser: text('login_user').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** When the login was blocked (Blocked Subscribers' created_time); null while only counting. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('provisioning_logins_login_idx').on(table.cloudId, table.loginUser), index('provisioning_logins_blocked_idx').on(table.cloudId, table.blockedAt)],
);
