import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../lib/i18n';

/**
 * Someone opening a public link (a QR e-mail, a tenant's portability check) has likely never used
 * the console: their browser's language is the best guess, until they choose one.
 */
export function useBrowserLanguage() {
  useEffect(() => {
    if (localStorage.getItem('language')) return;
    const wanted = navigator.languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((code) => LANGUAGES.some((l) => l.code === code));
    if (wanted && wanted !== 'en') void changeLanguage(wanted as LanguageCode);
  }, []);
}

/** The language choice of a public page, which has no signed-in header and its language menu. */
export function PublicLanguageSelect({ label }: { label: string }) {
  const { i18n } = useTranslation();
  return (
    <NativeSelect
      label={label}
      size="xs"
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.currentTarget.value as LanguageCode)}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
    />
  );
}
