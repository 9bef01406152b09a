import { Alert, Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZNetsapienForm, type CallOutput, type Calls } from '@mamt/contract';
import { IconPlugConnected } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { translateFieldError } from '../../../lib/spec-messages';
import { useSaveConnection, useSubscriberChoices, useTestConnection } from '../api/netsapiens-api';

type Connection = CallOutput<Calls['netsapienDetail']>;
type FormInput = z.input<typeof ZNetsapienForm>;
type FormOutput = z.output<typeof ZNetsapienForm>;

const FIELDS = ['api_url', 'client_id', 'client_secret', 'delivery_webhook', 'superuser', 'superpass', 'subscriber_id'] as const;

/** Add or edit a platform connection; secrets show empty and an empty one keeps the stored value. */
export function ConnectionForm({ connection }: { connection: Connection | null }) {
  const { t } = useTranslation('netsapiens');
  const navigate = useNavigate();
  const save = useSaveConnection();
  const test = useTestConnection();
  const subscribers = useSubscriberChoices();
  const { register, control, handleSubmit, setError, getValues, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZNetsapienForm),
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
  const errors = formState.errors;
  const secretHint = connection ? t('form.secretKept') : undefined;

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(answer);
        void navigate('/netsapiens');
      },
      onError: (error) => applyServerErrors(error, setError, FIELDS),
    }),
  );

  const runTest = () => {
    const values = getValues();
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
    <Stack gap="md" maw={880}>
      <Title order={2}>{connection ? t('form.editTitle') : t('form.addTitle')}</Title>
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('form.apiUrl')} withAsterisk placeholder="https://api.example.com" {...register('api_url')} error={translateFieldError(errors.api_url?.message)} />
            <TextInput label={t('form.clientId')} withAsterisk {...register('client_id')} error={translateFieldError(errors.client_id?.message)} />
            <PasswordInput label={t('form.clientSecret')} withAsterisk={!connection} description={secretHint} {...register('client_secret')} error={translateFieldError(errors.client_secret?.message)} autoComplete="new-password" />
            <TextInput label={t('form.deliveryWebhook')} {...register('delivery_webhook')} error={translateFieldError(errors.delivery_webhook?.message)} />
            <TextInput label={t('form.superuser')} withAsterisk {...register('superuser')} error={translateFieldError(errors.superuser?.message)} autoComplete="off" />
            <PasswordInput label={t('form.superpass')} withAsterisk={!connection} description={secretHint} {...register('superpass')} error={translateFieldError(errors.superpass?.message)} autoComplete="new-password" />
            <Controller
              control={control}
              name="subscriber_id"
              render={({ field }) => (
                <Select
                  label={t('form.subscriber')}
                  withAsterisk
                  searchable
                  data={(subscribers.data ?? []).map((row) => ({ value: String(row.id), label: `${row.cloud_id} — ${row.company}` }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                  error={translateFieldError(errors.subscriber_id?.message)}
                  allowDeselect={false}
                />
              )}
            />
          </SimpleGrid>
          {test.data ? (
            <Alert color={test.data.ok ? 'teal' : 'red'} title={test.data.ok ? t('test.ok') : t('test.failed')} role="status">
              {t(`test.results.${test.data.result}`)}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlugConnected size={16} />} onClick={runTest} loading={test.isPending}>
              {t('test.action')}
            </Button>
            <Group>
              <Button variant="default" onClick={() => void navigate('/netsapiens')}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
