import { Badge, Card, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { PageTitle } from '../../components/page-title';
import { rpc } from '../../lib/rpc';
import { useSession } from '../../lib/use-session';
import { useDomainUsers } from './api/use-domain-users';
import { DomainControls } from './components/domain-controls';
import { DomainPicker } from './components/domain-picker';

type Row = Record<string, string>;

/**
 * App Management (document 2 §2): pick a domain, see its settings and its users as the platform has them.
 */
export function AppManagementPage() {
  const { t } = useTranslation('appManagement');
  const { state } = useLocation() as { state: { domain?: string; cloudId?: string } | null };
  const { creds } = useSession();
  const [cloudId, setCloudId] = useState<string | undefined>(state?.cloudId);
  const [domain, setDomain] = useState<string | null>(state?.domain ?? null);
  const tenants = useQuery({ queryKey: ['users', 'cloud-ids'], queryFn: () => rpc('getCloudIds', {}), enabled: creds?.superuser ?? false });
  const users = useDomainUsers(domain, cloudId);
  const table = useTableState([10, 25, 50, 100]);

  const columns: Column<Row>[] = [
    { key: 'user', header: t('columns.extension'), value: (row) => row.user, width: 110, sortable: true },
    { key: 'first', header: t('columns.firstName'), value: (row) => row.first_name, sortable: true },
    { key: 'last', header: t('columns.lastName'), value: (row) => row.last_name, sortable: true },
    { key: 'email', header: t('columns.email'), value: (row) => row.email, sortable: true },
    { key: 'login', header: t('columns.login'), value: (row) => row.subscriber_login },
    { key: 'scope', header: t('columns.scope'), value: (row) => row.scope, cell: (row) => <Badge variant="outline">{row.scope}</Badge> },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('title')}</PageTitle>
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
        <DataTable
          state={table}
          columns={columns}
          rows={users.data ?? []}
          rowKey={(row) => row.user ?? ''}
          loading={users.isLoading}
          error={users.error}
          exportName={`users-${domain}`}
        />
      ) : null}
    </Stack>
  );
}
