/**
 * A note's date as the timeline shows it (document 3: long month, day, year), in the console's
 * language. A date chosen in the picker is stored as midnight UTC, so it is read in UTC: the day
 * stays the one chosen wherever the reader is.
 */
export function formatNoteDate(iso: string, language: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** The picker's value (YYYY-MM-DD) of a stored note's date. */
export const pickerDate = (iso: string): string => iso.slice(0, 10);

/** Today in the picker's form, as a new note's date. */
export const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
