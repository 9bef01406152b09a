import { Button, Card, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { IconMailSearch, IconQrcode, IconWorldWww } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { TenantSelect } from '../../components/tenant-picker';
import { useOpenFromList } from '../../lib/list-return';
import { useSession } from '../../lib/use-session';
import { useDomains } from './api/use-domains';
import { DomainControls } from './components/domain-controls';
import { DomainPicker } from './components/domain-picker';
import type { DomainUser } from './api/use-domain-users';
import { DomainUsersTable } from './components/domain-users-table';
import { DeviceWorkPanel } from './device-work/device-work-panel';
import { QrDeliveryProblems } from './components/qr-delivery-problems';
import { QrTemplateDialog } from './dialogs/qr-template-dialog';
import { QrSendsPanel } from './qr-sends/qr-sends-panel';

/** What another screen may hand over when it sends the user here (document 2 §2: a preselected domain). */
export type AppManagementState = { domain?: string; cloudId?: string } | null;

/** The address of a choice: `?domain=…`, with `&cloud=…` when the super tenant looks at another tenant. */
function searchOf(domain: string | null | undefined, cloudId: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (cloudId) params.set('cloud', cloudId);
  if (domain) params.set('domain', domain);
  return params;
}

/**
 * App Management (document 2 §2): pick a domain, see its settings and its users as the platform has
 * them. The domain (and the super tenant's tenant) live in the address, so a reload, a bookmark or
 * the browser's back and forward keep them; a domain handed over in route state is put there too.
 */
export function AppManagementPage() {
  const { t } = useTranslation('appManagement');
  const { state } = useLocation() as { state: AppManagementState };
  const [params, setParams] = useSearchParams();
  const { creds } = useSession();
  const openFromList = useOpenFromList();
  const superuser = creds?.superuser ?? false;
  // Only admins start Reprovisioning and Device Sync (document 2 §6), so only they follow them.
  const isAdmin = creds?.user_type === 'admin';
  const ownCloud = creds?.cloud_id;
  const handed = state?.domain ? state : null;
  const wantedCloud = superuser ? ((handed ? handed.cloudId : params.get('cloud')) ?? undefined) : undefined;
  const cloudId = wantedCloud && wantedCloud !== ownCloud ? wantedCloud : undefined;
  const domain = (handed ? handed.domain : params.get('domain')) || null;
  // The users selected when Send QR Code was pressed: the dialog sends to them.
  const [qrUsers, setQrUsers] = useState<DomainUser[] | null>(null);
  const domains = useDomains(cloudId);
  // A domain named in the address is shown once the tenant's list confirms it is one of its own.
  const shown = domain !== null && (domains.data?.some((row) => row.domain === domain) ?? false) ? domain : null;

  useEffect(() => {
    if (handed) setParams(searchOf(handed.domain, superuser ? handed.cloudId : undefined), { replace: true });
  }, [handed, setParams, superuser]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('title')}</PageTitle>
        <Group gap="sm">
          {/* The Domains list (/domains) has no sidebar item: it is reached from here, and leads back here. */}
          <Button component={Link} to={cloudId ? `/domains?cloud=${encodeURIComponent(cloudId)}` : '/domains'} variant="default" leftSection={<IconWorldWww size={16} />}>
            {t('allDomains')}
          </Button>
          <Button variant="default" leftSection={<IconMailSearch size={16} />} onClick={() => openFromList('/app_management/check_email')}>
            {t('checkEmail.title')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Group align="flex-start" wrap="wrap">
          <TenantSelect value={cloudId} onChange={(value) => setParams(searchOf(null, value))} />
          <DomainPicker cloudId={cloudId} value={domain} onChange={(value) => setParams(searchOf(value, cloudId))} />
        </Group>
      </Card>
      {shown ? <DomainControls domain={shown} cloudId={cloudId} /> : null}
      {shown && isAdmin ? <DeviceWorkPanel key={`device-work/${cloudId ?? ''}/${shown}`} domain={shown} cloudId={cloudId} /> : null}
      {shown ? (
        <DomainUsersTable
          key={`${cloudId ?? ''}/${shown}`}
          domain={shown}
          cloudId={cloudId}
          toolbar={(selected) => (
            <Button variant="default" leftSection={<IconQrcode size={16} />} onClick={() => setQrUsers(selected)}>
              {t('qr.open')}
            </Button>
          )}
        />
      ) : null}
      {shown ? <QrSendsPanel key={`sends/${cloudId ?? ''}/${shown}`} domain={shown} cloudId={cloudId} /> : null}
      {shown ? <QrDeliveryProblems key={`qr/${cloudId ?? ''}/${shown}`} domain={shown} cloudId={cloudId} /> : null}
      {qrUsers && shown ? <QrTemplateDialog cloudId={cloudId} domain={shown} users={qrUsers} onClose={() => setQrUsers(null)} /> : null}
    </Stack>
  );
}
