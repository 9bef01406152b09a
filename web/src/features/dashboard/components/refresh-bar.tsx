import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDashboardRefresh } from '../api/use-dashboard-refresh';
import { useFormats } from '../use-formats';

/** Refresh (document 1 §2) and when the figures were last read; they are also read every 30 s on their own. */
export function RefreshBar() {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const { refresh, refreshing, lastRefreshed } = useDashboardRefresh();
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" dir={formats.dir}>
        {lastRefreshed > 0 ? t('refresh.last', { time: formats.time(lastRefreshed) }) : t('refresh.never')}
      </Text>
      <Button variant="light" leftSection={<IconRefresh size={16} />} loading={refreshing} onClick={() => void refresh()}>
        {t('refresh.button')}
      </Button>
    </Group>
  );
}
