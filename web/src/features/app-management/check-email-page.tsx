import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZEmailSearch } from '@mamt/contract/app-management/check-email';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useTableState } from '../../components/data-table/use-table-state';
import { PageTitle } from '../../components/page-title';
import { keptListReturn, useListReturn } from '../../lib/list-return';
import { RpcError } from '../../lib/rpc';
import { translateMessage, translateRef, translateShown } from '../../lib/spec-messages';
import { useCheckEmail } from './api/use-check-email';

type Row = { id: string; first_name: string; last_name: string; subscriber_login: string; domain: string; email: string };

/**
 * Check Email (document 2 §2): the tenant's platform users whose e-mail address or name holds the
 * text typed. The form checks it with the call's own schema, so a too short text gets the
 * product's message in the user's language rather than the browser's. The search made lives in the
 * address (`?email=…`) with the table's view, so a reload or a link shows the same result; a new
 * search starts the table's view afresh.
 */
export function CheckEmailPage() {
  const { t } = useTranslation('appManagement');
  const navigate = useNavigate();
  const { state } = useLocation();
  // Cancel goes back to App Management as it was (its domain, its users' page and search).
  const backTo = useListReturn('/app_management');
  const [params, setParams] = useSearchParams();
  const searched = params.get('email');
  const setSearched = (text: string | null) => setParams(text === null ? {} : { email: text }, { state: keptListReturn(state) });
  const [email, setEmail] = useState(searched ?? '');
  // Back, Forward or a link brings another search: the box shows it (none leaves the box as typed,
  // so that a text refused by the check stays there beside its message).
  const [boxFor, setBoxFor] = useState(searched);
  if (boxFor !== searched) {
    setBoxFor(searched);
    if (searched !== null) setEmail(searched);
  }
  const [invalid, setInvalid] = useState<string | null>(null);
  const table = useTableState([10, 20, 30]);
  const result = useCheckEmail(searched);
  const failure = result.error instanceof RpcError ? result.error : null;
  const serverFieldError = failure?.fieldErrors.email ? translateRef(failure.fieldErrorIds.email, failure.fieldErrors.email) : undefined;
  const fieldError = invalid ? translateMessage(invalid) : serverFieldError;
  const answer = result.data;

  function search(event: FormEvent) {
    event.preventDefault();
    const parsed = ZEmailSearch.safeParse(email);
    if (!parsed.success) {
      // The results of the previous search no longer answer what is in the box.
      setInvalid(parsed.error.issues[0]?.message ?? null);
      setSearched(null);
      return;
    }
    setInvalid(null);
    if (parsed.data === searched) void result.refetch();
    else setSearched(parsed.data);
  }

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
        <form onSubmit={search} noValidate>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('checkEmail.email')}
              description={t('checkEmail.hint')}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setInvalid(null);
              }}
              error={fieldError}
              autoComplete="off"
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit" mt={{ base: 0, sm: 46 }} leftSection={<IconSearch size={16} />} loading={result.isFetching}>
              {t('checkEmail.search')}
            </Button>
            <Button variant="default" mt={{ base: 0, sm: 46 }} onClick={() => void navigate(backTo)}>
              {t('checkEmail.cancel')}
            </Button>
          </Group>
        </form>
      </Card>
      {/* An unknown address gets the spec's answer alone, not also an empty table saying "nothing here yet". */}
      {answer?.message ? (
        <Text c="dimmed" role="status">
          {translateShown({ message: answer.message, message_id: answer.message_id })}
        </Text>
      ) : null}
      {answer && answer.total > answer.records.length ? (
        <Text size="sm" role="status">
          {t('checkEmail.capped', { shown: answer.records.length, total: answer.total })}
        </Text>
      ) : null}
      {searched !== null && !answer?.message && !serverFieldError ? (
        <DataTable
          state={table}
          columns={columns}
          rows={answer?.records ?? []}
          rowKey={(row) => `${row.id}/${row.domain}`}
          loading={result.isFetching}
          error={result.error}
          exportName="check-email"
        />
      ) : null}
    </Stack>
  );
}
