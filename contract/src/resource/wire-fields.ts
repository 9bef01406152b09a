import type { Message } from '../messages/messages.js';

/**
 * How a stored record becomes its wire form, declared once per resource so that no area writes a
 * row <-> wire mapper by hand. Keys are wire (snake_case) field names; values name the stored
 * column (camelCase, as the server's table declares it) and how its value travels.
 *
 * - a column name: the value as stored, both ways;
 * - `yesNo`: a boolean column answered as the strings '1' and '0' (older clients read those) and
 *   taken from the form's boolean;
 * - `oneZero`: the same answered as the numbers 1 and 0 (the client profiles' flags, as the spec shows them);
 * - `date`: a timestamp column answered as an ISO 8601 text and taken from the form's ISO text;
 * - `hasSecret`: whether a sealed secret is stored (the secret itself never travels);
 * - `readOnly`: answered as stored, never taken from the form (set by the server: who saved it);
 * - `tenant`: a field of the tenant (subscriber) that owns the row, read, never written (its
 *   `cloudId` where the row names its tenant by the tenant's id).
 */
export type WireField =
  | string
  | { column: string; as: 'yesNo' | 'oneZero' | 'date' }
  | { column: string; as: 'hasSecret' | 'readOnly' }
  | { tenant: TenantFieldName };

export type TenantFieldName = 'id' | 'cloudId' | 'company';

export type WireFields = Record<string, WireField>;

export const yesNo = (column: string): WireField => ({ column, as: 'yesNo' });
export const oneZero = (column: string): WireField => ({ column, as: 'oneZero' });
export const isoDate = (column: string): WireField => ({ column, as: 'date' });
export const hasSecret = (column: string): WireField => ({ column, as: 'hasSecret' });
export const readOnly = (column: string): WireField => ({ column, as: 'readOnly' });
export const tenantField = (field: TenantFieldName): WireField => ({ tenant: field });

/** How the address a secret is sent to is compared: host names ignore case and spaces; URLs ignore a trailing slash. */
export type AddressComparison = 'host' | 'url';

/**
 * A secret field of the form: sealed at rest in `column`, never answered, and kept when left empty
 * on edit. `sentTo` names the form fields that say where the secret goes (an outside system's
 * address, the account it signs in with there): when one of them changes, an empty secret no longer
 * keeps the stored one and must be typed again, or whoever may edit the address could send the
 * stored secret anywhere. A `hashed` secret is one we only ever compare (a console user's password):
 * it is stored as a one-way hash, which nothing can open.
 */
export type SecretField = { column: string; sentTo?: readonly string[]; hashed?: boolean };

/**
 * A unique index of the table, and the form field and message its violation is reported as: a
 * catalog message without values to fill in (`MESSAGES.usernameTaken`).
 */
export type UniqueRule = { field: string; message: Message };
