import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../../lib/i18n';

/** The page has no signed-in header and its language menu: a customer switches language here. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('checkPortability');
  return (
    <NativeSelect
      label={t('language')}
      size="xs"
      value={i18n.language}
      onChange={(event) => void changeLanguage(event.currentTarget.value as LanguageCode)}
      data={LANGUAGES.map((language) => ({ value: language.code, label: language.label }))}
    />
  );
}
