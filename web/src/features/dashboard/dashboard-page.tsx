import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session';
import { PageTitle } from '../../components/page-title';

/** Until server health and weather arrive, the dashboard greets the user and shows the date. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { creds } = useSession();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <Group align="stretch" grow wrap="wrap">
        <Card withBorder radius="md" padding="lg" miw={260}>
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="gradient" gradient={{ from: 'brand', to: 'accent', deg: 135 }}>
              <IconCalendar size={26} />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {t('welcome', { name: creds?.name ?? creds?.username ?? '' })}
              </Text>
              <Text fw={600} size="lg">
                {today}
              </Text>
            </div>
          </Group>
        </Card>
        <Card withBorder radius="md" padding="lg" miw={260}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light">
              <IconChartLine size={26} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t('upcoming.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('upcoming.text')}
              </Text>
            </div>
          </Group>
        </Card>
      </Group>
    </Stack>
  );
}
