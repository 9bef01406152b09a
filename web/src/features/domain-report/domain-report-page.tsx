import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/use-session';
import { useBillingSummary, useReadReportAgain } from './api/use-billing-summary';
import { ActiveSubscribersTable } from './components/active-subscribers-table';
import { ChooseDetailsCard } from './components/choose-details-card';
import { DomainReportTable } from './components/domain-report-table';
import { readActive, readReport, reportParams, withActive } from './report-address';

/**
 * /domains_report (document 3): Choose Details, then the report of the chosen subscriber's domains
 * (the caller's own for a tenant's admin), then the active subscribers of a domain chosen in it.
 * The report made and the domain opened live in the address, so a reload or a link reads the same
 * report again and opens the same domain.
 */
export function DomainReportPage() {
  const { t } = useTranslation('domainReport');
  const { creds } = useSession();
  const [params, setParams] = useSearchParams();
  const reader = { superTenant: creds?.superuser ?? false, ownCloudId: creds?.cloud_id };
  const search = readReport(params, reader);
  const report = useBillingSummary(search);
  const readAgain = useReadReportAgain();
  const activeDomain = search ? readActive(params) : null;
  const shown = activeDomain ? { cloudId: search?.cloudId, domain: activeDomain } : null;

  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <ChooseDetailsCard
        asked={search}
        searching={report.isFetching}
        onSearch={(chosen) => {
          void readAgain(chosen);
          const next = reportParams(chosen, reader.ownCloudId);
          if (next.toString() !== params.toString()) setParams(next);
        }}
      />
      {search ? (
        <DomainReportTable query={report} withProvisioning={reader.superTenant} onShowSubscribers={(domain) => setParams((current) => withActive(current, domain))} />
      ) : null}
      {shown ? (
        <ActiveSubscribersTable key={`${shown.cloudId ?? ''}/${shown.domain}`} shown={shown} onClose={() => setParams((current) => withActive(current, null))} />
      ) : null}
    </Stack>
  );
}
