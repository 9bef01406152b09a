/**
 * The database schema, one file per area (drizzle-kit reads this file). Every table is exported here
 * so that repositories import them from one place.
 */
export * from './schema/tenants.js';
export * from './schema/console-users.js';
export * from './schema/shared-state.js';
export * from './schema/app-management.js';
export * from './schema/provisioning.js';
export * from './schema/white-label.js';
export * from './schema/client-config.js';
export * from './schema/qr-mail.js';
export * from './schema/release-notes.js';
export * from './schema/regions.js';
export * from './schema/log-entries.js';
export * from './schema/portability.js';
export * from './schema/gallery.js';
export * from './schema/device-work.js';
