import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../use-formats';
import { useNow } from './use-now';

/** A clock of the user's local time, ticking each second. */
export function ClockCard() {
  const { t } = useTranslation('dashboard');
  const formats = useFormats();
  const now = useNow(1000);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
          <IconClock size={26} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {t('clock')}
          </Text>
          {/* Not a live region: a screen reader reading the time out every second would drown everything else. */}
          <Text fw={600} size="lg" component="time" dateTime={now.toISOString()} ff="monospace" dir={formats.dir}>
            {formats.time(now)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
