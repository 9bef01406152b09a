/**
 * The levels of System Logs (document 3 §9: Error, Info, Panic, Audit), as entries store them. A
 * server record at warn is kept as `warn` and listed with the others when no level is chosen.
 */
export const LOG_LEVELS = ['error', 'info', 'panic', 'audit'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number] | 'warn';

/** The time windows of the screen's filter, in minutes (document 3 §2: 5/15/30 minutes ... 90 days). */
export const LOG_WINDOWS_MINUTES = [5, 15, 30, 60, 180, 360, 720, 1440, 2880, 10_080, 43_200, 129_600] as const;

/** Entries one answer holds at most; `limit` defaults to 100, as Loki's does. */
export const LOG_PAGE_MAX = 1000;
export const LOG_PAGE_DEFAULT = 100;

/**
 * What an entry is, to filter on (a filter the document does not have): a change someone made
 * (audit), an error or panic, a warning, a request's line (one per request, the bulk of a busy
 * provider's entries), a background job's record, and every other record (info). The screen leaves
 * request lines out unless asked.
 */
export const LOG_KINDS = ['audit', 'error', 'warning', 'request', 'job', 'info'] as const;
export type LogKind = (typeof LOG_KINDS)[number];
/** The kinds the screen shows until others are chosen: all but the requests' lines. */
export const LOG_DEFAULT_KINDS: readonly LogKind[] = LOG_KINDS.filter((kind) => kind !== 'request');

/** The longest text filter: longer text is refused on the field (a search, not a document). */
export const LOG_TEXT_MAX = 200;

/**
 * Entries counted for "Total Logs Found" (and for how many are newer than a page) at most; past it
 * the total is shown as a lower bound. Counting a common word reads every matching entry up to the
 * cap, on every page: 5,000 keeps that a fixed, small cost on a table of millions (npm run bench).
 */
export const LOG_COUNT_CAP = 5_000;

/**
 * The fields of one entry's line (the line is this object as JSON, as a structured logger writes
 * it): the document's timestamp, caller, functionName, level, error, Action User, msg and
 * stacktrace, and whatever else the record carried (the call, its target, the request's status).
 */
export type LogLineFields = {
  timestamp: string;
  level: LogLevel;
  msg: string;
  caller?: string;
  functionName?: string;
  error?: string;
  'Action User'?: string;
  stacktrace?: string;
} & Record<string, unknown>;
