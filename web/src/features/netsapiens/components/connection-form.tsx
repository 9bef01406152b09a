import { Alert, Button } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZNetsapienForm, type CallOutput, type Calls } from '@mamt/contract';
import { IconPlugConnected } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { withRequiredFields, type FieldSpec } from '../../../components/form-page/field-spec';
import { FormPage } from '../../../components/form-page/form-page';
import { useSaveConnection, useSubscriberChoices, useTestConnection } from '../api/netsapiens-api';

type Connection = CallOutput<Calls['netsapienDetail']>;
type FormInput = z.input<typeof ZNetsapienForm>;
type FormOutput = z.output<typeof ZNetsapienForm>;

/** Add or edit a platform connection; secrets show empty and an empty one keeps the stored value. */
export function ConnectionForm({ connection }: { connection: Connection | null }) {
  const { t } = useTranslation('netsapiens');
  const save = useSaveConnection();
  const test = useTestConnection();
  const subscribers = useSubscriberChoices();
  const secretHint = connection ? t('form.secretKept') : undefined;
  const fields: FieldSpec<FormInput>[] = [
    { name: 'api_url', label: t('form.apiUrl'), required: true, placeholder: 'https://api.example.com' },
    { name: 'client_id', label: t('form.clientId'), required: true },
    { name: 'client_secret', label: t('form.clientSecret'), kind: 'password', required: !connection, description: secretHint },
    { name: 'delivery_webhook', label: t('form.deliveryWebhook') },
    { name: 'superuser', label: t('form.superuser'), required: true, autoComplete: 'off' },
    { name: 'superpass', label: t('form.superpass'), kind: 'password', required: !connection, description: secretHint },
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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: withRequiredFields(zodResolver(ZNetsapienForm), fields),
    defaultValues: {
      id: connection?.id,
      api_url: connection?.api_url ?? '',
      client_id: connection?.client_id ?? '',
      client_secret: '',
      delivery_webhook: connection?.delivery_webhook ?? '',
      superuser: connection?.superuser ?? '',
      superpass: '',
      subscriber_id: connection?.subscriber_id,
    },
  });

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
      namespace="netsapiens"
      form={form}
      fields={fields}
      save={save.mutate}
      saving={save.isPending}
      backTo="/netsapiens"
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
