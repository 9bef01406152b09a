import { Button, Card, Group, PasswordInput, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { USER_TYPES, ZUserForm, type CallOutput, type Calls } from '@mamt/contract';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/spec-messages';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCloudIds } from '../api/use-cloud-ids';
import { useSaveUser } from '../api/use-save-user';
import { generatePassword } from './generate-password';

type Detail = CallOutput<Calls['userDetail']>;
type FormInput = z.input<typeof ZUserForm>;
type FormOutput = z.output<typeof ZUserForm>;

const FIELDS = ['name', 'email', 'username', 'user_type', 'password', 'cloud_id', 'phone_number', 'active'] as const;

/** Add or edit a console user; validated with the very schema the server uses. */
export function UserForm({ user }: { user: Detail | null }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { creds } = useSession();
  const cloudIds = useCloudIds();
  const save = useSaveUser();
  const superTenant = creds?.superuser ?? false;
  // A generated password is shown so the admin can pass it on before saving.
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZUserForm),
    defaultValues: {
      id: user?.id,
      name: user?.name ?? '',
      email: user?.email ?? '',
      username: user?.username ?? '',
      user_type: (user?.user_type as FormInput['user_type']) ?? ('' as FormInput['user_type']),
      password: '',
      cloud_id: user?.cloud_id ?? creds?.cloud_id ?? '',
      phone_number: user?.phone_number ?? '',
      active: user?.active ?? true,
    },
  });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(answer);
        void navigate('/users');
      },
      onError: (error) => applyServerErrors(error, setError, FIELDS),
    }),
  );

  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>{user ? t('form.editTitle') : t('form.addTitle')}</Title>
      <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('form.name')} withAsterisk {...register('name')} error={translateFieldError(errors.name?.message)} />
            <TextInput label={t('form.email')} withAsterisk type="email" {...register('email')} error={translateFieldError(errors.email?.message)} />
            <TextInput label={t('form.username')} withAsterisk {...register('username')} error={translateFieldError(errors.username?.message)} autoComplete="off" />
            <Controller
              control={control}
              name="user_type"
              render={({ field }) => (
                <Select
                  label={t('form.userType')}
                  withAsterisk
                  data={USER_TYPES.map((type) => ({ value: type, label: t(`userTypes.${type}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={translateFieldError(errors.user_type?.message)}
                  disabled={user?.builtin || user?.id === creds?.id}
                  allowDeselect={false}
                />
              )}
            />
            <PasswordInput
              // A fixed id keeps the error tied to the input; PasswordInput's generated ids differ.
              id="user-password"
              label={t('form.password')}
              withAsterisk={!user}
              description={user ? t('form.passwordKeep') : undefined}
              {...register('password')}
              error={translateFieldError(errors.password?.message)}
              autoComplete="new-password"
              visible={passwordVisible}
              onVisibilityChange={setPasswordVisible}
              inputContainer={(input) => (
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ flex: 1 }}>{input}</div>
                  <Button
                    variant="light"
                    onClick={() => {
                      setValue('password', generatePassword(), { shouldValidate: true });
                      setPasswordVisible(true);
                    }}
                  >
                    {t('form.generate')}
                  </Button>
                </Group>
              )}
            />
            <Controller
              control={control}
              name="cloud_id"
              render={({ field }) => (
                <Select
                  label={t('form.cloudId')}
                  withAsterisk
                  searchable
                  data={(cloudIds.data ?? []).map((tenant) => ({ value: tenant.cloud_id, label: `${tenant.cloud_id} — ${tenant.company}` }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={translateFieldError(errors.cloud_id?.message)}
                  disabled={!superTenant || user?.builtin}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput label={t('form.phone')} {...register('phone_number')} error={translateFieldError(errors.phone_number?.message)} />
          </SimpleGrid>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('form.active')}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                disabled={user?.builtin || user?.id === creds?.id}
                error={translateFieldError(errors.active?.message)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/users')}>
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
