import { Alert, Button } from '@mantine/core';
import { ZPlatformConnectionForm, type CallOutput, type Calls } from '@mamt/contract';
import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { secretField, type FieldSpec } from '../../../components/form-page/field-spec';
import { FormPage } from '../../../components/form-page/form-page';
import { useContractForm } from '../../../components/form-page/use-contract-form';
import { netsapienHooks } from '../api/netsapien-hooks';
import { useTenantChoices, useTestConnection } from '../api/netsapiens-api';

type Connection = CallOutput<Calls['netsapienDetail']>;

/** Add or edit a platform connection; secrets show empty and an empty one keeps the stored value. */
export function ConnectionForm({ connection }: { connection: Connection | null }) {
  const { t } = useTranslation('netsapiens');
  const save = netsapienHooks.useSave();
  const test = useTestConnection();
  const subscribers = useTenantChoices();
  const fields: FieldSpec<z.input<typeof ZPlatformConnectionForm>>[] = [
    { name: 'api_url', label: t('form.apiUrl'), required: true, placeholder: 'https://api.example.com' },
    { name: 'client_id', label: t('form.clientId'), required: true },
    secretField('client_secret', t('form.clientSecret'), Boolean(connection), t('form.secretKept')),
    { name: 'delivery_webhook', label: t('form.deliveryWebhook') },
    { name: 'superuser', label: t('form.superuser'), required: true, autoComplete: 'off' },
    secretField('superpass', t('form.superpass'), Boolean(connection), t('form.secretKept')),
    {
      name: 'subscriber_id',
      label: t('form.subscriber'),
      kind: 'select',
      required: true,
      searchable: true,
      numeric: true,
      options: (subscribers.data ?? []).map((row) => ({ value: String(row.id), label: `${row.cloud_id} — ${row.company}` })),
    },
  ];
  const form = useContractForm(ZPlatformConnectionForm, fields, connection);

  const runTest = () => {
    const values = form.getValues();
    test.mutate({
      id: connection?.id,
      api_url: values.api_url,
      client_id: values.client_id,
      client_secret: values.client_secret ?? '',
      superuser: values.superuser,
      superpass: values.superpass ?? '',
    });
  };

  return (
    <FormPage
      title={connection ? t('form.editTitle') : t('form.addTitle')}
      form={form}
      fields={fields}
      mutation={save}
      extraActions={
        <Button variant="light" leftSection={<IconPlugConnected size={16} />} onClick={runTest} loading={test.isPending}>
          {t('test.action')}
        </Button>
      }
    >
      {test.data ? (
        <Alert color={test.data.ok ? 'teal' : 'red'} title={test.data.ok ? t('test.ok') : t('test.failed')} role="status">
          {t(`test.results.${test.data.result}`)}
        </Alert>
      ) : null}
    </FormPage>
  );
}
