import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { translateShown } from '../../lib/spec-messages';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { useSession } from '../../lib/use-session';
import { useFleet } from './api/use-fleet';
import { AttentionSection } from './components/attention-section';
import { DeviceList } from './components/device-list';
import { DomainTable } from './components/domain-table';
import { FleetChartsGrid } from './components/fleet-charts';
import { FleetFiguresGrid } from './components/fleet-figures';
import { FleetTenantChoice } from './components/fleet-tenant-choice';
import { RegistrationStatus } from './components/registration-status';
import { readShownList } from './fleet-address';

/**
 * The Fleet (ours, no peer console has it): whether the installed apps of a tenant work. Its figures
 * lead to the lists behind them, its charts show the last 30 days, the platforms, app versions and
 * cores, and what needs attention comes with its action. The super tenant sees every tenant or
 * chooses one (`?cloud=`); the list open below the figures is in the address too (`?list=behind&page=2`).
 */
export function FleetPage() {
  const { t } = useTranslation('fleet');
  const { creds } = useSession();
  const [cloudId, setCloudId] = useChosenTenant({ allTenants: true });
  const [params] = useSearchParams();
  const fleet = useFleet(cloudId);
  const shown = readShownList(params);
  const everyTenant = Boolean(creds?.superuser) && cloudId === undefined;
  const data = fleet.data;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('title')}</PageTitle>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
      </Stack>
      <FleetTenantChoice value={cloudId} onChange={setCloudId} />
      {fleet.isPending ? <Loader role="status" aria-label={t('loading')} /> : null}
      {fleet.error ? (
        <Alert color="red" variant="light" title={t('loadFailed')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateShown(fleet.error)}</Text>
            <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} loading={fleet.isFetching} onClick={() => void fleet.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {data ? (
        <>
          <RegistrationStatus registration={data.registration} everyTenant={everyTenant} />
          <FleetFiguresGrid figures={data.figures} shown={shown} />
          {shown ? <DeviceList key={`${shown.list}/${shown.domain ?? ''}`} cloudId={cloudId} shown={shown} everyTenant={everyTenant} /> : null}
          {data.figures.installed === 0 ? (
            <Stack gap={4}>
              <Text c="dimmed">{t(everyTenant ? 'emptyEveryTenant' : 'empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('emptyHint')}
              </Text>
            </Stack>
          ) : null}
          {/* Refusals with nothing installed are what is worth seeing then: why no app gets in. */}
          {data.figures.installed > 0 || data.charts.refusal_reasons.length > 0 ? <FleetChartsGrid charts={data.charts} everyTenant={everyTenant} /> : null}
          <AttentionSection attention={data.attention} cloudId={cloudId} everyTenant={everyTenant} />
          {data.domains.length > 0 ? <DomainTable domains={data.domains} everyTenant={everyTenant} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
