import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { PageTitle } from '../../components/page-title';
import { rpc, RpcError } from '../../lib/rpc';
import { translateRef, translateShown } from '../../lib/spec-messages';

type Row = { id: string; first_name: string; last_name: string; subscriber_login: string; domain: string; email: string };

/** Check Email (document 2 §2): which platform users of the tenant carry an e-mail address. */
export function CheckEmailPage() {
  const { t } = useTranslation('appManagement');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const table = useTableState([10, 20, 30]);
  const result = useQuery({ queryKey: ['check-email', searched], queryFn: () => rpc('checkEmailInNetsapien', { email: searched ?? '' }), enabled: searched !== null, retry: false });
  const failure = result.error instanceof RpcError ? result.error : null;
  const fieldError = failure?.fieldErrors.email ? translateRef(failure.fieldErrorIds.email, failure.fieldErrors.email) : undefined;

  const columns: Column<Row>[] = [
    { key: 'id', header: t('checkEmail.columns.id'), value: (row) => row.id, sortable: true },
    { key: 'first', header: t('columns.firstName'), value: (row) => row.first_name, sortable: true },
    { key: 'last', header: t('columns.lastName'), value: (row) => row.last_name, sortable: true },
    { key: 'login', header: t('columns.login'), value: (row) => row.subscriber_login, sortable: true },
    { key: 'domain', header: t('domain'), value: (row) => row.domain, sortable: true },
    { key: 'email', header: t('columns.email'), value: (row) => row.email, sortable: true },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('checkEmail.title')}</PageTitle>
      <Card withBorder radius="md" padding="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(email.trim());
          }}
        >
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('checkEmail.email')}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" mt={25} leftSection={<IconSearch size={16} />} loading={result.isFetching}>
              {t('checkEmail.search')}
            </Button>
            <Button variant="default" mt={25} onClick={() => navigate('/app_management')}>
              {t('checkEmail.cancel')}
            </Button>
          </Group>
        </form>
      </Card>
      {/* An unknown address gets the spec's answer alone, not also an empty table saying "nothing here yet". */}
      {result.data?.message ? (
        <Text c="dimmed" role="status">
          {translateShown({ message: result.data.message, message_id: result.data.message_id })}
        </Text>
      ) : null}
      {searched !== null && !result.data?.message ? (
        <DataTable
          state={table}
          columns={columns}
          rows={result.data?.records ?? []}
          rowKey={(row) => `${row.id}/${row.domain}`}
          loading={result.isFetching}
          error={fieldError ? null : result.error}
          exportName="check-email"
        />
      ) : null}
    </Stack>
  );
}
