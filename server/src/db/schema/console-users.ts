import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, emptyText, flag, serialId, timestamps, timestampTz } from './columns.js';
import { tenantCloudId } from './tenant-columns.js';

/** People who sign in to the console. */
export const consoleUsers = pgTable(
  'console_users',
  {
    id: serialId(),
    /** Unlike the tenant's other rows, console users are never deleted with their tenant. */
    cloudId: tenantCloudId('restrict'),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: emptyText('email'),
    phoneNumber: emptyText('phone_number'),
    userType: text('user_type').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: flag('active', true),
    profileImage: emptyText('profile_image'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('console_users_cloud_username_idx').on(table.cloudId, sql`lower(${table.username})`),
    index('console_users_cloud_id_idx').on(table.cloudId, table.id),
  ],
);

/** The console user a row belongs to; it goes with the user. */
export const consoleUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => consoleUsers.id, { onDelete: 'cascade' });

/** Session tokens, stored as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: consoleUserId(),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Single-use password reset references, stored as SHA-256 hashes. */
export const passwordResets = pgTable('password_resets', {
  id: serialId(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: consoleUserId(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
  usedAt: timestampTz('used_at'),
});

/** Who did what: one row per state-changing call, read by the System Logs screen. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    at: timestampTz('at').notNull().defaultNow(),
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
