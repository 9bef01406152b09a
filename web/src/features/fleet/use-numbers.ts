import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Counts and days as the user's language writes them. */
export function useNumbers() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const plain = new Intl.NumberFormat(language);
    // A chart's day is a date of the calendar (UTC), not an instant: it is written without a time zone's shift.
    const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const fullDay = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      dir: i18n.dir(language),
      count: (value: number) => plain.format(value),
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      fullDay: (iso: string) => fullDay.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [i18n, language]);
}

export type Numbers = ReturnType<typeof useNumbers>;
