import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { subscribers } from './tenants.js';

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
