import { WEATHER_CITIES } from '@mamt/contract';
// The one call, not the whole call table: the dashboard is the first screen after signing in.
import { sendOperatorTestMail } from '@mamt/contract/white-label/send-test-mail';
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCpu, IconDatabase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { credsCanAccess } from '../../lib/access';
import { useSession } from '../../lib/use-session';
import { ClockCard } from './components/clock-card';
import { DateCard } from './components/date-card';
import { MailServerCard } from './components/mail-server-card';
import { MemoryCard } from './components/memory-card';
import { PercentCard } from './components/percent-card';
import { RefreshBar } from './components/refresh-bar';
import { SeriesChartCard } from './components/series-chart-card';
import { WeatherCard } from './components/weather-card';

/**
 * The landing screen of every signed-in user (document 1 §2): the date, a clock, the weather of
 * three cities and the health of the monitored server, read again every 30 s while the tab is
 * shown and on Refresh. Each figure stands alone: one that cannot be read says so in its own card.
 * The super tenant's administrators also find the operator's mail server there, with its test mail.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { creds } = useSession();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <PageTitle>{t('title')}</PageTitle>
        <RefreshBar />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateCard />
        <ClockCard />
      </SimpleGrid>

      <Stack gap="sm" component="section" aria-labelledby="dashboard-weather">
        <Title order={2} size="h4" id="dashboard-weather">
          {t('weather.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {WEATHER_CITIES.map((city) => (
            <WeatherCard key={city} city={city} />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="dashboard-health">
        <div>
          <Title order={2} size="h4" id="dashboard-health">
            {t('health.heading')}
          </Title>
          <Text size="sm" c="dimmed" dir={i18n.dir(i18n.language)}>
            {t('health.every')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PercentCard query="disk_used_percent" title={t('health.disk')} icon={IconDatabase} />
          <MemoryCard />
          <PercentCard query="cpu_percent" title={t('health.cpu')} icon={IconCpu} />
        </SimpleGrid>
        <SeriesChartCard query="disk_free_mb" labelName="mountpoint" title={t('charts.diskFree')} id="dashboard-chart-disk" />
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <SeriesChartCard query="network_receive_kbps" labelName="device" title={t('charts.networkReceive')} id="dashboard-chart-receive" />
          <SeriesChartCard query="network_transmit_kbps" labelName="device" title={t('charts.networkTransmit')} id="dashboard-chart-transmit" />
        </SimpleGrid>
      </Stack>
      {credsCanAccess(sendOperatorTestMail.access, creds) ? <MailServerCard /> : null}
    </Stack>
  );
}
