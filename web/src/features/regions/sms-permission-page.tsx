import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { TenantScreen } from '../../components/tenant-screen';
import { useChosenTenant } from '../../lib/use-chosen-tenant';
import { useAllDomains, useCheckedDomains } from './api/use-sms-domains';
import { DomainChecklist } from './components/domain-checklist';

/**
 * SMS/MMS Domain's Permission (document 2 §2): the tenant's domains whose app users may send SMS and
 * MMS, checked one by one or all at once, saved with Save. The super tenant picks the tenant.
 */
export function SmsPermissionPage() {
  const { t } = useTranslation('smsPermission');
  const [cloudId, setCloudId] = useChosenTenant();
  const domains = useAllDomains(cloudId);
  const checked = useCheckedDomains(cloudId);
  const error = domains.error ?? checked.error;
  const saved = checked.data?.map((row) => row.domain).sort();

  return (
    <TenantScreen title={t('title')} cloudId={cloudId} onCloudIdChange={setCloudId}>
      <PageIntro intro={t('intro')} loading={domains.isLoading || checked.isLoading} loadingLabel={t('loading')} error={error} loadFailed={t('loadFailed')} />
      {domains.data && saved ? (
        // A new tenant, or a new saved set (after Save), starts the checks again from what is saved.
        <DomainChecklist key={`${cloudId ?? ''}|${saved.join(',')}`} domains={domains.data} saved={saved} cloudId={cloudId} />
      ) : null}
    </TenantScreen>
  );
}
