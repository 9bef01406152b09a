import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MESSAGES, MESSAGE_IDS, formatMessage } from '../messages/messages.js';

/** Spec messages shared by several areas (the catalog keeps them letter for letter). */
export const MANDATORY_FIELDS = MESSAGE_TEXTS.mandatoryFields;
export const TEXT_HAS_NUL = MESSAGE_TEXTS.textHasNul;
export const TEXT_HAS_LONE_SURROGATE = MESSAGE_TEXTS.textHasLoneSurrogate;
export const FLAG_INVALID = MESSAGE_TEXTS.flagInvalid;
export const textTooLong = (max: number) => formatMessage(MESSAGES.textTooLong, { max }).text;

/** A message the console shows, with its catalog id (older clients read `message` only). */
export const ZMessageFields = { message: z.string(), message_id: z.enum(MESSAGE_IDS).optional() };
export const ZMessage = z.object(ZMessageFields);

// The NUL character is exactly what this pattern exists to refuse.
// eslint-disable-next-line no-control-regex
const NO_NUL = /^[^\u0000]*$/;

/** Half of a UTF-16 surrogate pair without its other half: no character at all, and not valid Unicode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

/**
 * Every text field of every call input starts here. A NUL character cannot be stored by
 * PostgreSQL, nor a lone surrogate (which a JSON body can carry as `\ud800`) in jsonb, and neither
 * has any business in a field, so both are refused as bad input of that field before they reach a
 * query. Passwords and secrets pass `trim: false`: their spaces count.
 */
export const text = (max: number, { trim = true, error }: { trim?: boolean; error?: string } = {}) => {
  const base = z
    .string(error === undefined ? undefined : { error })
    .regex(NO_NUL, { error: TEXT_HAS_NUL })
    .refine((value) => !hasLoneSurrogate(value), { error: TEXT_HAS_LONE_SURROGATE });
  return (trim ? base.trim() : base).max(max, { error: textTooLong(max) });
};

/** A required text field whose empty value fails with `message`. */
export const requiredText = (message: string, max = 255) => text(max, { error: message }).min(1, { error: message });

/** An optional e-mail address: empty, or a valid address. */
export const optionalEmail = (message: string) => text(255).pipe(z.union([z.literal(''), z.email({ error: message })]));

const FLAG_WORDS: Record<string, boolean> = { true: true, yes: true, '1': true, false: false, no: false, '0': false };

function flagOf(value: boolean | number | string): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  return FLAG_WORDS[value.trim().toLowerCase()];
}

/**
 * A yes/no flag (spec decision 10). Older clients and multipart forms send true/false, "yes"/"no"
 * in any case, "1"/"0" or 1/0; a multipart "false" is false, never a truthy string. Typed as a
 * boolean for our own clients, which always send one; the answer is always a boolean.
 */
export const ZFlag = z
  .union([z.boolean(), z.number(), z.string()], { error: FLAG_INVALID })
  .transform((value, ctx) => {
    const flag = flagOf(value);
    if (flag !== undefined) return flag;
    ctx.addIssue({ code: 'custom', message: FLAG_INVALID, input: value });
    return z.NEVER;
  }) as unknown as z.ZodType<boolean, boolean>;

/**
 * A record's id as callers send it: a whole number, or its digits as a string (older clients, form
 * fields). Nothing that merely converts to one: `true`, `[1]`, `"0x1"`, `" 1 "` and `"1e0"` are
 * refused, not taken as record 1. `message`: the field's error.
 */
export const recordId = (message?: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,15}$/, { error: message })], { error: message })
    .transform(Number)
    .pipe(z.number({ error: message }).int({ error: message }).positive({ error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }));

/**
 * Whether `YYYY-MM-DD` names a day of the calendar: `2026-02-31` does not, where a date parser would
 * roll it over to 3 March.
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Ids travel as numbers or numeric strings in older clients. */
export const ZId = recordId(MESSAGE_TEXTS.idRequired);

/** Acting-user fields sent by older clients: accepted, never trusted (the session decides). */
export const ZActingUser = {
  user_id: z.union([text(255), z.number()]).optional(),
};

/** The tenant a super tenant's call acts on; the others' calls act on their own tenant. */
export const ZCloudField = { cloud_id: text(64).optional() };

/** The payload of a call on one tenant's data: who acts (ignored) and which tenant. */
export const ZTenantFields = { ...ZActingUser, ...ZCloudField };

/** A field of one kind under each name of a list (a count per delivery status, a colour per colour setting). */
export const fieldsNamed = <K extends string, S extends z.ZodType>(names: readonly K[], field: () => S) =>
  Object.fromEntries(names.map((name) => [name, field()])) as Record<K, S>;

/** The fields every record form starts with: who acts (ignored) and `id` when it edits a stored record (none: a new one). */
export const ZRecordFormFields = { ...ZActingUser, id: recordId().optional() };

export const ZCloudId = text(64)
  .min(1, { error: MESSAGE_TEXTS.cloudIdRequired })
  .regex(/^[A-Za-z0-9._-]+$/, { error: MESSAGE_TEXTS.invalidCloudId });
