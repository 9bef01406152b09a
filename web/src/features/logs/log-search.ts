import { LOG_DEFAULT_KINDS, LOG_KINDS, LOG_WINDOWS_MINUTES, type CallInput, type Calls, type LogKind } from '@mamt/contract';

/** The levels of the filter (document 3 §9), as the call takes them in any case. */
export const LEVEL_CHOICES = ['error', 'info', 'panic', 'audit'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];

/**
 * The filters as the screen holds them: blank level and window are "any"; no tenant is every tenant
 * the session may read; `kinds` the kinds shown (by default all but requests' lines).
 */
export type LogFilters = { message: string; level: LevelChoice | null; windowMinutes: number | null; cloudId: string | null; kinds: readonly LogKind[] };

/** Which page of a search: the newest, or the one older than an entry's time, or newer than it. */
export type LogCursor = { before: string } | { after: string } | null;

/**
 * One search: the filters as FILTER (or the screen's opening) applied them, when (`at`, which fixes
 * the window's end, so that pages and totals hold still while new entries arrive; null: now, read
 * anew on each opening) and the page.
 */
export type LogSearch = LogFilters & { at: number | null; cursor: LogCursor };

export const NO_FILTERS: LogFilters = { message: '', level: null, windowMinutes: null, cloudId: null, kinds: LOG_DEFAULT_KINDS };

/** Entries one export reads at most: 50 pages, within getlogs' 120 calls per user and minute. */
export const LOG_EXPORT_MAX = 50_000;

/** Unix milliseconds as Loki's nanoseconds, a string of digits (beyond what a JavaScript number holds exactly). */
export const nanosecondsOf = (milliseconds: number) => (BigInt(Math.trunc(milliseconds)) * 1_000_000n).toString();

const sameKinds = (a: readonly LogKind[], b: readonly LogKind[]) => a.length === b.length && a.every((kind) => b.includes(kind));

/** A search as the call's input: only the filters that are set, the window as start and end in nanoseconds, the page. */
export function logsInput({ message, level, windowMinutes, cloudId, kinds, at, cursor }: LogSearch, limit?: number): CallInput<Calls['getlogs']> {
  const text = message.trim();
  const end = at ?? Date.now();
  return {
    ...(text ? { message: text } : {}),
    ...(level ? { level } : {}),
    ...(cloudId ? { cloud_id: cloudId } : {}),
    ...(sameKinds(kinds, LOG_KINDS) ? {} : { kinds: [...kinds] }),
    ...(windowMinutes ? { start: nanosecondsOf(end - windowMinutes * 60_000) } : {}),
    // The window ends at the search's moment, that moment's entries included.
    ...(at !== null || windowMinutes ? { end: nanosecondsOf(end + 1) } : {}),
    ...(cursor ?? {}),
    ...(limit ? { limit } : {}),
  };
}

const NANOSECONDS = /^\d{1,19}$/;
const isLevel = (value: string | null): value is LevelChoice => (LEVEL_CHOICES as readonly string[]).includes(value ?? '');
const isKind = (value: string): value is LogKind => (LOG_KINDS as readonly string[]).includes(value);

/**
 * The search the address holds (`?q=…&level=…&window=…&kinds=…&cloud=…&at=…&before=…`), so that a
 * reload or a link shows the same view; what the address does not hold, or holds wrongly, is the default.
 */
export function searchOfAddress(params: URLSearchParams, superTenant: boolean): LogSearch {
  const level = params.get('level');
  const window = Number(params.get('window'));
  const kinds = params.get('kinds');
  const at = Number(params.get('at'));
  const before = params.get('before');
  const after = params.get('after');
  return {
    message: params.get('q') ?? '',
    level: isLevel(level) ? level : null,
    windowMinutes: (LOG_WINDOWS_MINUTES as readonly number[]).includes(window) ? window : null,
    cloudId: superTenant ? params.get('cloud') || null : null,
    kinds: kinds === null ? NO_FILTERS.kinds : kinds.split(',').filter(isKind),
    at: Number.isSafeInteger(at) && at > 0 ? at : null,
    cursor: before && NANOSECONDS.test(before) ? { before } : after && NANOSECONDS.test(after) ? { after } : null,
  };
}

/** The address of a search: only what differs from the default. */
export function addressOf(search: LogSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.message.trim()) params.set('q', search.message.trim());
  if (search.level) params.set('level', search.level);
  if (search.windowMinutes) params.set('window', String(search.windowMinutes));
  if (!sameKinds(search.kinds, NO_FILTERS.kinds)) params.set('kinds', search.kinds.join(','));
  if (search.cloudId) params.set('cloud', search.cloudId);
  if (search.at !== null) params.set('at', String(search.at));
  if (search.cursor && 'before' in search.cursor) params.set('before', search.cursor.before);
  if (search.cursor && 'after' in search.cursor) params.set('after', search.cursor.after);
  return params;
}
