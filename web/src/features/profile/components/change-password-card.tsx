import { Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZChangePasswordForm } from '@mamt/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../lib/spec-messages';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/use-change-password';

type Form = z.infer<typeof ZChangePasswordForm>;

export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<Form>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: { old_password: '', new_password: '' },
  });

  const submit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        notifySuccess(answer);
        reset();
      },
      onError: (error) => applyServerErrors(error, setError, ['old_password', 'new_password']),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">{t('password.title')}</Title>
        {/* Fixed ids keep each error tied to its input; PasswordInput's generated ids differ. */}
        <PasswordInput id="old-password" label={t('password.old')} {...register('old_password')} error={translateFieldError(formState.errors.old_password?.message)} autoComplete="current-password" />
        <PasswordInput id="new-password" label={t('password.new')} {...register('new_password')} error={translateFieldError(formState.errors.new_password?.message)} autoComplete="new-password" />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
