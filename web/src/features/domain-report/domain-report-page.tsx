import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { useSession } from '../../lib/use-session';
import { useBillingSummary, type ReportSearch } from './api/use-billing-summary';
import { ActiveSubscribersTable } from './components/active-subscribers-table';
import { ChooseDetailsCard } from './components/choose-details-card';
import { DomainReportTable } from './components/domain-report-table';

/**
 * /domains_report (document 3): Choose Details, then the report of the chosen subscriber's domains
 * (the caller's own for a tenant's admin), then the active subscribers of a domain chosen in it.
 */
export function DomainReportPage() {
  const { t } = useTranslation('domainReport');
  const { creds } = useSession();
  const [search, setSearch] = useState<ReportSearch | null>(null);
  const [shown, setShown] = useState<{ cloudId?: string; domain: string } | null>(null);
  const report = useBillingSummary(search);

  return (
    <Stack gap="lg">
      <PageTitle>{t('title')}</PageTitle>
      <ChooseDetailsCard
        searching={report.isFetching}
        onSearch={(chosen) => {
          setSearch({ ...chosen, at: Date.now() });
          setShown(null);
        }}
      />
      {search ? (
        <DomainReportTable
          query={report}
          withProvisioning={creds?.superuser ?? false}
          onShowSubscribers={(domain) => setShown({ cloudId: search.cloudId, domain })}
        />
      ) : null}
      {shown ? <ActiveSubscribersTable key={`${shown.cloudId ?? ''}/${shown.domain}`} shown={shown} onClose={() => setShown(null)} /> : null}
    </Stack>
  );
}
