import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('shell');
  return (
    <Text size="sm" c="dimmed">
      {t('footer.copyright')}
    </Text>
  );
}
