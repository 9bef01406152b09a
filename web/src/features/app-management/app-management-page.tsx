import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IconMailSearch, IconQrcode } from '@tabler/icons-react';
import { PageTitle } from '../../components/page-title';
import { rpc } from '../../lib/rpc';
import { useSession } from '../../lib/use-session';
import { DomainControls } from './components/domain-controls';
import { DomainPicker } from './components/domain-picker';
import { DomainUsersTable, type DomainUser } from './components/domain-users-table';
import { QrDeliveryProblems } from './components/qr-delivery-problems';
import { QrTemplateDialog } from './dialogs/qr-template-dialog';
import { QrSendsPanel } from './qr-sends/qr-sends-panel';

/**
 * App Management (document 2 §2): pick a domain, see its settings and its users as the platform has them.
 */
export function AppManagementPage() {
  const { t } = useTranslation('appManagement');
  const { state } = useLocation() as { state: { domain?: string; cloudId?: string } | null };
  const { creds } = useSession();
  const navigate = useNavigate();
  // The users selected when Send QR Code was pressed: the dialog sends to them.
  const [qrUsers, setQrUsers] = useState<DomainUser[] | null>(null);
  const [cloudId, setCloudId] = useState<string | undefined>(state?.cloudId);
  const [domain, setDomain] = useState<string | null>(state?.domain ?? null);
  const tenants = useQuery({ queryKey: ['users', 'cloud-ids'], queryFn: () => rpc('getCloudIds', {}), enabled: creds?.superuser ?? false });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('title')}</PageTitle>
        <Button variant="default" leftSection={<IconMailSearch size={16} />} onClick={() => navigate('/app_management/check_email')}>
          {t('checkEmail.title')}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" wrap="wrap">
          {creds?.superuser ? (
            <Select
              label={t('cloudId')}
              searchable
              data={(tenants.data ?? []).map((tenant) => ({ value: tenant.cloud_id, label: `${tenant.cloud_id} — ${tenant.company}` }))}
              value={cloudId ?? creds.cloud_id}
              onChange={(value) => {
                setCloudId(value && value !== creds.cloud_id ? value : undefined);
                setDomain(null);
              }}
              allowDeselect={false}
              w={{ base: '100%', sm: 260 }}
            />
          ) : null}
          <DomainPicker cloudId={cloudId} value={domain} onChange={setDomain} />
        </Group>
      </Card>
      {domain ? <DomainControls domain={domain} cloudId={cloudId} /> : null}
      {domain ? (
        <DomainUsersTable
          key={`${cloudId ?? ''}/${domain}`}
          domain={domain}
          cloudId={cloudId}
          toolbar={(selected) => (
            <Button variant="default" leftSection={<IconQrcode size={16} />} onClick={() => setQrUsers(selected)}>
              {t('qr.open')}
            </Button>
          )}
        />
      ) : null}
      {domain ? <QrSendsPanel key={`sends/${cloudId ?? ''}/${domain}`} domain={domain} cloudId={cloudId} /> : null}
      {domain ? <QrDeliveryProblems key={`qr/${cloudId ?? ''}/${domain}`} domain={domain} cloudId={cloudId} /> : null}
      {qrUsers && domain ? <QrTemplateDialog cloudId={cloudId} domain={domain} users={qrUsers} onClose={() => setQrUsers(null)} /> : null}
    </Stack>
  );
}
