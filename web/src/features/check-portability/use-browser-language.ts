import { useEffect } from 'react';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../lib/i18n';

/**
 * A customer opening a tenant's link has likely never used the console: their browser's language
 * is the best guess, until they choose one.
 */
export function useBrowserLanguage() {
  useEffect(() => {
    if (localStorage.getItem('language')) return;
    const wanted = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.some((l) => l.code === code));
    if (wanted && wanted !== 'en') void changeLanguage(wanted as LanguageCode);
  }, []);
}
