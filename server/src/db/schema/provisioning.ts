import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampTz } from './columns.js';
import { extensionOfTenant, tenantCloudId } from './tenant-columns.js';

// The provisioning service (document 4): QR tokens, app devices, blocked logins.

/** A row of one app user: the user's extension and its platform `subscriber_login` (user@domain), what the QR code carries as username. */
const ofAppUser = () => ({ id: serialId(), ...extensionOfTenant(), subscriberLogin: text('subscriber_login').notNull() });

/**
 * One-time QR-code tokens (document 4 §2.2): 128-bit random, only their SHA-256 is kept. A token is
 * spent by its first successful use, dies at `expires_at`, and is revoked when a newer e-mail is
 * sent to the same user.
 */
export const provisioningTokens = pgTable(
  'provisioning_tokens',
  {
    ...ofAppUser(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
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
    ...ofAppUser(),
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
    lastProvisionedAt: timestampTz('last_provisioned_at'),
    /** Set by a forced reprovision; the device is up to date again once it provisions after this. */
    reprovisionRequestedAt: timestampTz('reprovision_requested_at'),
    deletedAt: timestampTz('deleted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('app_devices_cloud_password_idx').on(table.cloudPasswordHash),
    uniqueIndex('app_devices_live_device_idx').on(table.cloudId, table.domain, table.deviceName).where(sql`${table.deletedAt} is null`),
    index('app_devices_user_idx').on(table.cloudId, table.domain, table.extension),
    // The Fleet's installs per day.
    index('app_devices_created_idx').on(table.cloudId, table.createdAt),
  ],
);

/**
 * Failed provisioning attempts of a login within the current window (document 4 §3.3) and, once
 * they reach the limit, the block shown on Blocked Subscribers. Unblocking deletes the row.
 */
export const provisioningLogins = pgTable(
  'provisioning_logins',
  {
    id: serialId(),
    cloudId: tenantCloudId(),
    /** The cloud_username as the app sent it, lower-cased. */
    loginUser: text('login_user').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
    /** When the login was blocked (Blocked Subscribers' created_time); null while only counting. */
    blockedAt: timestampTz('blocked_at'),
  },
  (table) => [uniqueIndex('provisioning_logins_login_idx').on(table.cloudId, table.loginUser), index('provisioning_logins_blocked_idx').on(table.cloudId, table.blockedAt)],
);
