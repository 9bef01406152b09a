import { Alert, Badge, Card, Group, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useClientTable } from '../../components/data-table/use-client-table';
import { rpc } from '../../lib/rpc';
import { translateShown } from '../../lib/spec-messages';
import { useSession } from '../../lib/use-session';
import { useDomainUsers } from './api/use-domain-users';
import { DomainPicker } from './components/domain-picker';

type Row = Record<string, string>;

const searchText = (row: Row) => `${row.user} ${row.first_name} ${row.last_name} ${row.email}`;

/**
 * App Management (document 2 §2): pick a domain, see its users as the platform has them. The
 * provisioning, QR e-mail and domain-level controls of this screen come in a later release.
 */
export function AppManagementPage() {
  const { t } = useTranslation('appManagement');
  const { state } = useLocation() as { state: { domain?: string; cloudId?: string } | null };
  const { creds } = useSession();
  const [cloudId, setCloudId] = useState<string | undefined>(state?.cloudId);
  const [domain, setDomain] = useState<string | null>(state?.domain ?? null);
  const tenants = useQuery({ queryKey: ['users', 'cloud-ids'], queryFn: () => rpc('getCloudIds', {}), enabled: creds?.superuser ?? false });
  const users = useDomainUsers(domain, cloudId);
  const table = useClientTable(users.data, searchText, [10, 25, 50, 100]);

  const columns: Column<Row>[] = [
    { key: 'user', header: t('columns.extension'), cell: (row) => row.user, width: 110 },
    { key: 'first', header: t('columns.firstName'), cell: (row) => row.first_name },
    { key: 'last', header: t('columns.lastName'), cell: (row) => row.last_name },
    { key: 'email', header: t('columns.email'), cell: (row) => row.email },
    { key: 'login', header: t('columns.login'), cell: (row) => row.subscriber_login },
    { key: 'scope', header: t('columns.scope'), cell: (row) => <Badge variant="light">{row.scope}</Badge> },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
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
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
        {t('upcoming')}
      </Alert>
      {domain ? (
        <DataTable
          {...table}
          columns={columns}
          rowKey={(row) => row.user ?? ''}
          loading={users.isLoading}
          emptyText={users.isError ? translateShown(users.error) : undefined}
        />
      ) : null}
    </Stack>
  );
}
