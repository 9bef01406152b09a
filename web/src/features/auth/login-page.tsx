import { Anchor, Button, Group, Image, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { FORGET_PASSWORD_MANDATORY } from '@mamt/contract/auth/messages';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../lib/notify';
import { translateShown } from '../../lib/spec-messages';
import { useBranding } from './api/use-branding';
import { useForgetPassword } from './api/use-forget-password';
import { useSignIn } from './api/use-sign-in';
import { AuthBackdrop } from './auth-backdrop';
import { PageTitle } from '../../components/page-title';

/** Sign-in (document 1 §2): Enter moves cloud id -> username -> password -> submit. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const branding = useBranding();
  const signIn = useSignIn();
  const forget = useForgetPassword();
  const [form, setForm] = useState({ cloud_id: '', user: '', password: '' });
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function moveOnEnter(event: KeyboardEvent, next: HTMLInputElement | null) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    next?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending) return;
    void signIn.run(form, { onSuccess: () => void navigate('/dashboard', { replace: true }) });
  }

  function askForReset() {
    if (!form.cloud_id.trim() || !form.user.trim()) {
      notifyError(FORGET_PASSWORD_MANDATORY);
      return;
    }
    void forget.run(
      { cloudId: form.cloud_id, username: form.user },
      { onSuccess: (answer) => notifySuccess(answer), onError: (error) => notifyError(error) },
    );
  }

  const set = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  return (
    <AuthBackdrop background={branding.background}>
      <Paper component="form" onSubmit={submit} shadow="md" radius="lg" p="xl" w="100%" maw={420} withBorder noValidate>
        <Stack gap="md">
          {branding.signinLogo ? <Image src={branding.signinLogo} alt="" h={56} fit="contain" /> : null}
          <div>
            <PageTitle>{t('login.title')}</PageTitle>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          <TextInput label={t('login.cloudId')} value={form.cloud_id} onChange={set('cloud_id')} onKeyDown={(event) => moveOnEnter(event, usernameRef.current)} autoComplete="organization" autoFocus />
          <TextInput ref={usernameRef} label={t('login.username')} value={form.user} onChange={set('user')} onKeyDown={(event) => moveOnEnter(event, passwordRef.current)} autoComplete="username" />
          <PasswordInput ref={passwordRef} label={t('login.password')} value={form.password} onChange={set('password')} autoComplete="current-password" />
          {signIn.error ? (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {translateShown(signIn.error)}
            </Text>
          ) : null}
          <Button type="submit" fullWidth size="md" disabled={signIn.isPending} loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              {t('login.forgot')}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={askForReset} disabled={forget.isPending}>
              {t('login.reset')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </AuthBackdrop>
  );
}
