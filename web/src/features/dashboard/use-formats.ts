import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Rounds to whole degrees without ever writing "-0". */
const wholeDegrees = (celsius: number) => Math.round(celsius) || 0;

export type Formats = ReturnType<typeof useFormats>;

/** The dashboard's numbers and times, written the way the user's language writes them. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const clock = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const megabytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 0 });
    const celsius = new Intl.NumberFormat(language, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 });
    const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      /**
       * The direction of the language's own text: figures, units and sentences keep it in a
       * right-to-left layout, so that "-2°C" or "2,649 MB of 24,106 MB" read as written.
       */
      dir: i18n.dir(language),
      /** Hours, minutes and seconds of a time (a Date or Unix milliseconds). */
      time: (at: Date | number) => clock.format(at),
      date: (at: Date) => date.format(at),
      /** A percentage given as 0-100. */
      percent: (value: number) => percent.format(value / 100),
      megabytes: (value: number) => megabytes.format(value),
      celsius: (value: number) => celsius.format(wholeDegrees(value)),
      number: (value: number) => plain.format(value),
      /** A number in a chart axis's little room: 1.2K, 3.4M. */
      compact: (value: number) => compact.format(value),
    };
  }, [i18n, language]);
}
