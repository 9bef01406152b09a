import { Anchor, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { ZResetPasswordForm } from '@mamt/contract/auth/reset-password';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../lib/notify';
import { translateMessage } from '../../lib/spec-messages';
import { useResetPassword } from './api/use-reset-password';
import { AuthBackdrop } from './auth-backdrop';
import { PageTitle } from '../../components/page-title';

/** New password and its retype; the ref of the e-mailed link goes along (document 1 §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const [form, setForm] = useState({ password: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZResetPasswordForm.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    void reset.run(
      { ref: params.get('ref') ?? '', password: form.password },
      {
        onSuccess: (answer) => {
          notifySuccess(answer);
          void navigate('/login', { replace: true });
        },
        onError: (failure) => notifyError(failure),
      },
    );
  }

  return (
    <AuthBackdrop>
      <Paper component="form" onSubmit={submit} shadow="md" radius="lg" p="xl" w="100%" maw={420} withBorder noValidate>
        <Stack gap="md">
          <PageTitle>{t('reset.title')}</PageTitle>
          <PasswordInput label={t('reset.newPassword')} value={form.password} onChange={(e) => setForm({ ...form, password: e.currentTarget.value })} autoComplete="new-password" />
          <PasswordInput label={t('reset.retypePassword')} value={form.confirm} onChange={(e) => setForm({ ...form, confirm: e.currentTarget.value })} autoComplete="new-password" />
          {error ? (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {translateMessage(error)}
            </Text>
          ) : null}
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('reset.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </AuthBackdrop>
  );
}
