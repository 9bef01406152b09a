import { boolean, customType, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Column builders every area's tables share, so that a table lists only what is its own. Each builds
// exactly the column it names: changing one changes every table that uses it (and wants a migration).

/** A point in time, kept with its time zone like every time the product stores. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();
/** When a row that is edited later was made and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Who made a row's last change (the console user's username) and when. */
export const lastChange = () => ({ changedBy: text('changed_by').notNull(), changedAt: timestampTz('changed_at').notNull().defaultNow() });

/** The row number of a table whose rows have no key of their own. */
export const serialId = () => serial('id').primaryKey();

/** A yes/no setting that always has a value: `byDefault` until it is set. */
export const flag = (name: string, byDefault: boolean) => boolean(name).notNull().default(byDefault);

/** Text that is never null: empty until it is given. */
export const emptyText = (name: string) => text(name).notNull().default('');

/** An OAuth2 client of an outside system: its id, and its secret sealed (lib/secret-box.ts). */
export const clientCredentials = () => ({ clientId: text('client_id').notNull(), clientSecretSealed: text('client_secret_sealed').notNull() });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
