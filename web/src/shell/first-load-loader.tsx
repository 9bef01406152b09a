import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FirstLoadLoader() {
  const { t } = useTranslation('shell');
  return (
    <div className="first-load-loader" role="status" aria-label={t('loading')}>
      <Loader size="lg" type="dots" />
    </div>
  );
}
