import { FLEET_CHART_DAYS } from '@mamt/contract/fleet/fleet-fields';
import { SimpleGrid, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { FleetCharts } from '../fleet-types';
import { useNumbers } from '../use-numbers';
import { ChartCard } from './chart-card';

// The chart library loads beside the figures, which show first.
const drawings = () => import('./chart-drawings');
const DaysChart = lazy(() => drawings().then((m) => ({ default: m.DaysChart })));
const SharesChart = lazy(() => drawings().then((m) => ({ default: m.SharesChart })));
const CoresChart = lazy(() => drawings().then((m) => ({ default: m.CoresChart })));

type Props = { charts: FleetCharts; everyTenant: boolean };

/**
 * Installs and refusals per day, refusals per reason, platforms, app versions and devices per core (a down core marked),
 * one or two to a row as the screen allows; each with its caption and its figures as a table for
 * screen readers.
 */
export function FleetChartsGrid({ charts, everyTenant }: Props) {
  const { t } = useTranslation('fleet');
  const numbers = useNumbers();
  const loading = t('loading');
  const devices = t('charts.devices');
  const cores = charts.cores.map((core) => ({ name: everyTenant ? `${core.cloud_id}: ${core.core}` : core.core, devices: core.devices, down: core.down }));
  const shareRows = (shares: FleetCharts['platforms']) => shares.map((share) => [share.name === 'other' ? t('charts.other') : share.name, numbers.count(share.devices)]);
  // Why provisioning was refused, in words: drawn as a share each, like the platforms.
  const reasons = charts.refusal_reasons.map((row) => ({ name: t(`charts.reasons.${row.reason}`), devices: row.refusals }));
  const named = (shares: FleetCharts['platforms']) => shares.map((share) => (share.name === 'other' ? { ...share, name: t('charts.other') } : share));

  return (
    <section aria-labelledby="fleet-charts">
      <Title order={2} size="h4" id="fleet-charts" mb="xs">
        {t('charts.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <ChartCard
          id="fleet-chart-days"
          caption={t('charts.days', { days: FLEET_CHART_DAYS })}
          headers={[t('charts.day'), t('charts.installs'), t('charts.refusals')]}
          rows={charts.days.map((day) => [numbers.fullDay(day.day), numbers.count(day.installs), numbers.count(day.refusals)])}
          loadingLabel={loading}
        >
          <DaysChart days={charts.days} numbers={numbers} words={{ installs: t('charts.installs'), refusals: t('charts.refusals') }} />
        </ChartCard>
        <ChartCard
          id="fleet-chart-reasons"
          caption={t('charts.refusalReasons', { days: FLEET_CHART_DAYS })}
          headers={[t('charts.reason'), t('charts.refusals')]}
          rows={reasons.map((reason) => [reason.name, numbers.count(reason.devices)])}
          empty={t('charts.none')}
          loadingLabel={loading}
        >
          <SharesChart shares={reasons} numbers={numbers} devicesWord={t('charts.refusals')} nameWidth={168} />
        </ChartCard>
        <ChartCard id="fleet-chart-cores" caption={t('charts.cores')} headers={[t('charts.core'), devices, t('charts.state')]} rows={cores.map((core) => [core.name, numbers.count(core.devices), core.down ? t('charts.down') : t('charts.up')])} empty={t('charts.none')} loadingLabel={loading}>
          <CoresChart cores={cores} numbers={numbers} words={{ up: t('charts.up'), down: t('charts.down') }} />
        </ChartCard>
        <ChartCard id="fleet-chart-platforms" caption={t('charts.platforms')} headers={[t('charts.platform'), devices]} rows={shareRows(charts.platforms)} empty={t('charts.none')} loadingLabel={loading}>
          <SharesChart shares={named(charts.platforms)} numbers={numbers} devicesWord={devices} />
        </ChartCard>
        <ChartCard id="fleet-chart-versions" caption={t('charts.appVersions')} headers={[t('charts.appVersion'), devices]} rows={shareRows(charts.app_versions)} empty={t('charts.none')} loadingLabel={loading}>
          <SharesChart shares={named(charts.app_versions)} numbers={numbers} devicesWord={devices} />
        </ChartCard>
      </SimpleGrid>
    </section>
  );
}
