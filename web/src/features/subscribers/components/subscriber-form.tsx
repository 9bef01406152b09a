import { Button, Card, Group, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZSubscriberForm, type CallOutput, type Calls } from '@mamt/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { translateFieldError } from '../../../lib/spec-messages';
import { useSaveSubscriber } from '../api/subscribers-api';

type Subscriber = CallOutput<Calls['subscriberDetail']>;
type FormInput = z.input<typeof ZSubscriberForm>;
type FormOutput = z.output<typeof ZSubscriberForm>;

const FIELDS = ['accountcode', 'cloud_id', 'company', 'email', 'phone_number', 'active', 'allow_all_users'] as const;

/** Add or edit a subscriber (document 3 §2); CANCEL and SAVE return to /subscribers. */
export function SubscriberForm({ subscriber }: { subscriber: Subscriber | null }) {
  const { t } = useTranslation('subscribers');
  const navigate = useNavigate();
  const save = useSaveSubscriber();
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZSubscriberForm),
    defaultValues: {
      id: subscriber?.id,
      accountcode: subscriber?.accountcode ?? '',
      cloud_id: subscriber?.cloud_id ?? '',
      company: subscriber?.company ?? '',
      email: subscriber?.email ?? '',
      phone_number: subscriber?.phone_number ?? '',
      fetching_method: 'remote_api',
      active: subscriber?.active ?? true,
      allow_all_users: subscriber?.allow_all_users ?? false,
    },
  });
  const errors = formState.errors;
  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(answer);
        void navigate('/subscribers');
      },
      onError: (error) => applyServerErrors(error, setError, FIELDS),
    }),
  );

  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>{subscriber ? t('form.editTitle') : t('form.addTitle')}</Title>
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('form.accountcode')} withAsterisk {...register('accountcode')} error={translateFieldError(errors.accountcode?.message)} />
            <TextInput label={t('form.cloudId')} withAsterisk {...register('cloud_id')} error={translateFieldError(errors.cloud_id?.message)} />
            <TextInput label={t('form.company')} withAsterisk {...register('company')} error={translateFieldError(errors.company?.message)} />
            <TextInput label={t('form.email')} type="email" {...register('email')} error={translateFieldError(errors.email?.message)} />
            <TextInput label={t('form.phone')} withAsterisk {...register('phone_number')} error={translateFieldError(errors.phone_number?.message)} />
            <TextInput label={t('form.fetchingMethod')} value="remote_api" readOnly disabled />
          </SimpleGrid>
          <Group gap="xl">
            <Controller control={control} name="active" render={({ field }) => (
              <Switch label={t('form.active')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} error={translateFieldError(errors.active?.message)} />
            )} />
            <Controller control={control} name="allow_all_users" render={({ field }) => (
              <Switch label={t('form.allowAllUsers')} checked={field.value ?? false} onChange={(event) => field.onChange(event.currentTarget.checked)} />
            )} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/subscribers')}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
