import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZCloudField, ZFlag, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { LOG_KINDS, LOG_LEVELS, LOG_PAGE_DEFAULT, LOG_PAGE_MAX, LOG_TEXT_MAX } from './log-levels.js';

/** PostgreSQL's largest bigint. */
const MAX_NANOSECONDS = 9_223_372_036_854_775_807n;

/** A time in nanoseconds since 1970, as Loki takes it: digits in a string, or a number. */
const ZNanoseconds = z
  .union([z.string(), z.number()], { error: MESSAGE_TEXTS.logsTimeInvalid })
  .transform((value, ctx) => {
    const digits = typeof value === 'number' ? (Number.isSafeInteger(value) && value >= 0 ? String(value) : '') : value.trim();
    // At most PostgreSQL's bigint (about the year 2262), which the entries' times are compared in.
    if (/^\d{1,19}$/.test(digits) && BigInt(digits) <= MAX_NANOSECONDS) return BigInt(digits);
    ctx.addIssue({ code: 'custom', message: MESSAGE_TEXTS.logsTimeInvalid, input: value });
    return z.NEVER;
  }) as unknown as z.ZodType<bigint, string | number>;

export const ZGetLogsInput = z
  .object({
    ...ZCloudField,
    /**
     * Text the entry must contain anywhere (its message, Action User, call, subject, URL, device or
     * login: the whole line, as Loki's line filter reads it), any case; `*` stands for any text and
     * `?` for one character.
     */
    message: text(LOG_TEXT_MAX).optional(),
    /** Only entries of these kinds (audit, error, warning, request, job, info); absent: every kind. */
    kinds: z.array(z.enum(LOG_KINDS, { error: MESSAGE_TEXTS.logsKindInvalid }), { error: MESSAGE_TEXTS.logsKindInvalid }).max(LOG_KINDS.length, { error: MESSAGE_TEXTS.logsKindInvalid }).optional(),
    /** Error, Info, Panic or Audit in any case; empty: every level. */
    level: text(16)
      .transform((level) => level.toLowerCase())
      .refine((level) => level === '' || (LOG_LEVELS as readonly string[]).includes(level), { error: MESSAGE_TEXTS.logsLevelInvalid })
      .optional(),
    /** Only Audit entries when true (older clients' way to ask for the Audit level). */
    audit_log: ZFlag.optional(),
    start: ZNanoseconds.optional(),
    end: ZNanoseconds.optional(),
    /**
     * Paging within start and end, by an entry's time (its nanoseconds in the answer), so that a
     * page stays the same while new entries arrive: `before` the entries older than it (the next
     * page), `after` those newer than it (the page before). Not both.
     */
    before: ZNanoseconds.optional(),
    after: ZNanoseconds.optional(),
    limit: z.coerce
      .number({ error: formatMessage(MESSAGES.logsLimitInvalid, { max: LOG_PAGE_MAX }).text })
      .int({ error: formatMessage(MESSAGES.logsLimitInvalid, { max: LOG_PAGE_MAX }).text })
      .min(1, { error: formatMessage(MESSAGES.logsLimitInvalid, { max: LOG_PAGE_MAX }).text })
      .max(LOG_PAGE_MAX, { error: formatMessage(MESSAGES.logsLimitInvalid, { max: LOG_PAGE_MAX }).text })
      .default(LOG_PAGE_DEFAULT),
  })
  .superRefine((input, ctx) => {
    if (input.start !== undefined && input.end !== undefined && input.start >= input.end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: MESSAGE_TEXTS.logsTimeInvalid });
    }
    if (input.before !== undefined && input.after !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: MESSAGE_TEXTS.logsCursorInvalid });
    }
  });

/**
 * Loki's query answer (`streams`): each stream's labels (job, host, filename, level, cloud_id) and
 * its entries as [nanoseconds, line], the line being the entry's fields as JSON (LogLineFields).
 * `total` is ours: how many entries match the filters between start and end, whatever the page
 * (counted up to LOG_COUNT_CAP; `total_capped` when there are more), since one answer holds at most
 * `limit` of them. `newer` is how many of them are newer than the page (counted the same way; absent
 * when the store cannot count, as with Loki), and `older` whether any are older than it.
 */
export const ZLogsAnswer = z.object({
  status: z.enum(['success', 'error']),
  data: z.object({
    resultType: z.literal('streams'),
    result: z.array(z.object({ stream: z.record(z.string(), z.string()), values: z.array(z.tuple([z.string(), z.string()])) })),
    total: z.number().int().min(0),
    total_capped: z.boolean(),
    newer: z.number().int().min(0).optional(),
    has_newer: z.boolean(),
    has_older: z.boolean(),
  }),
});
export type LogsAnswer = z.output<typeof ZLogsAnswer>;

export const getlogs = defineCall({
  name: 'getlogs',
  summary:
    "The product's own log entries, newest first, in Loki's streams shape: filtered by text anywhere in the entry (wildcards), level (Error, Info, Panic, Audit), kind, start and end (nanoseconds), and paged by entry time (before, after) and limit. A tenant's users read their tenant's entries; the super tenant reads every tenant's, or one tenant's with cloud_id.",
  access: signedIn,
  scope: scope.cloud('cloud_id', { allTenants: true }),
  effect: 'read',
  input: ZGetLogsInput,
  output: ZLogsAnswer,
  // A whole-result export reads up to 50 pages of 1,000 (LOG_EXPORT_MAX on the screen) besides the screen's own reads.
  perUserPerMinute: 120,
});
