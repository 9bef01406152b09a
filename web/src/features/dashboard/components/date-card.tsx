import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useFormats } from '../use-formats';
import { useNow } from './use-now';

/** Today's date in the user's language, with a greeting (document 1 §2). */
export function DateCard() {
  const { t } = useTranslation('dashboard');
  const { creds } = useSession();
  const formats = useFormats();
  // Each minute is often enough for a date, and it turns at midnight with the page left open.
  const now = useNow(60_000);
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="gradient" gradient={{ from: 'brand', to: 'accent', deg: 135 }} aria-hidden>
          <IconCalendar size={26} />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {t('welcome', { name: creds?.name ?? creds?.username ?? '' })}
          </Text>
          <Text fw={600} size="lg" component="time" dateTime={now.toISOString().slice(0, 10)}>
            {formats.date(now)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
