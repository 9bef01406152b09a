/** A time zone's offset from UTC at `at`, in seconds (daylight saving time included), from Node's ICU data. */
export function offsetSecondsOf(timeZone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0; // 'GMT' itself
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === '-' ? -seconds : seconds;
}

/** The short name people read (EST, MST, GMT+1), as Open-Meteo's `timezone_abbreviation`. */
export function abbreviationOf(timeZone: string, at: Date): string {
  if (timeZone === 'GMT' || timeZone === 'UTC') return 'GMT';
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  );
}

/** Whether Node knows the IANA time zone `timeZone`. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
