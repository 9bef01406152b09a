import type { CallInput, Calls } from '@mamt/contract';

/** The levels of the filter (document 3 §9), as the call takes them in any case. */
export const LEVEL_CHOICES = ['error', 'info', 'panic', 'audit'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];

/** The filters as the screen holds them: blank level and window are "any"; no tenant is every tenant the session may read. */
export type LogFilters = { message: string; level: LevelChoice | null; windowMinutes: number | null; cloudId: string | null };

/** One search: the filters as FILTER (or the screen's opening) applied them, and when, which fixes the window's end. */
export type LogSearch = LogFilters & { at: number };

export const NO_FILTERS: LogFilters = { message: '', level: null, windowMinutes: null, cloudId: null };

/** Unix milliseconds as Loki's nanoseconds, a string of digits (beyond what a JavaScript number holds exactly). */
export const nanosecondsOf = (milliseconds: number) => (BigInt(Math.trunc(milliseconds)) * 1_000_000n).toString();

/** A search as the call's input: only the filters that are set, the window as start and end in nanoseconds. */
export function logsInput({ message, level, windowMinutes, cloudId, at }: LogSearch): CallInput<Calls['getlogs']> {
  const text = message.trim();
  return {
    ...(text ? { message: text } : {}),
    ...(level ? { level } : {}),
    ...(cloudId ? { cloud_id: cloudId } : {}),
    ...(windowMinutes ? { start: nanosecondsOf(at - windowMinutes * 60_000), end: nanosecondsOf(at) } : {}),
  };
}
