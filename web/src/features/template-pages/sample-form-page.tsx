import { Alert, Button, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { SampleBackdrop } from './sample-backdrop';

export type SampleFormKind = 'login' | 'signup' | 'unlock' | 'forget' | 'reset';

const FIELDS: Record<SampleFormKind, Array<'name' | 'email' | 'password' | 'confirm'>> = {
  login: ['email', 'password'],
  signup: ['name', 'email', 'password'],
  unlock: ['password'],
  forget: ['email'],
  reset: ['password', 'confirm'],
};

/** A template sign-in style form that submits nowhere; it says so when used. */
export function SampleFormPage({ kind, backdrop }: { kind: SampleFormKind; backdrop: 'plain' | 'image' | 'video' }) {
  const { t } = useTranslation('pages');
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
  };
  return (
    <SampleBackdrop backdrop={backdrop}>
      <Paper component="form" onSubmit={submit} shadow="md" radius="lg" p="xl" w="100%" maw={400} withBorder>
        <Stack>
          <PageTitle>{t(`forms.${kind}`)}</PageTitle>
          {FIELDS[kind].map((field) =>
            field === 'password' || field === 'confirm' ? (
              <PasswordInput key={field} label={t(`fields.${field}`)} />
            ) : (
              <TextInput key={field} label={t(`fields.${field}`)} />
            ),
          )}
          <Button type="submit">{t(`buttons.${kind}`)}</Button>
          {tried ? (
            <Alert icon={<IconInfoCircle size={18} />} color="blue" variant="light">
              {t('sampleNote')}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </SampleBackdrop>
  );
}
