import { Alert, Center, Image, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { API_BASE } from '../../lib/rpc';
import { PublicLanguageSelect, useBrowserLanguage } from '../../components/public-language';
import { translateShown } from '../../lib/spec-messages';
import { useQrCode } from './api/use-qr-code';
import { QrInstructions } from './components/qr-instructions';

/**
 * The page a QR e-mail links to (`/qr/<token>`, document 4 §2): public, no session. It shows the
 * code with the tenant's name and logo and how to use it, or says plainly that the code is no
 * longer valid; the server gives that one answer for used, revoked, expired and unknown tokens alike.
 */
export function QrPage() {
  const { t } = useTranslation('qrPage');
  const { token = '' } = useParams();
  const state = useQrCode(token);
  useBrowserLanguage();
  useEffect(() => {
    document.title = `${t('title')} | ${t('appName', { ns: 'common' })}`;
  }, [t]);

  return (
    <Center component="main" mih="100vh" p={{ base: 'xs', xs: 'md' }} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Paper shadow="md" radius="lg" p={{ base: 'sm', xs: 'xl' }} w="100%" maw={440} withBorder>
        <Stack gap="md">
          {state.status === 'ready' && state.qr.logo ? (
            <Image src={`${API_BASE}${state.qr.logo}`} alt={t('logoAlt', { company: state.qr.company })} h={56} fit="contain" />
          ) : null}
          <Title order={1} size="h2" ta="center">
            {t('title')}
          </Title>
          {state.status === 'loading' ? (
            <Center py="xl">
              <Loader aria-label={t('loading')} />
            </Center>
          ) : state.status === 'failed' ? (
            <Alert color="red" icon={<IconAlertTriangle size={20} />} title={t('invalidTitle')} role="alert" styles={{ title: { color: 'var(--mantine-color-error)' } }}>
              {translateShown(state.error.messageId ? { message: state.error.message, messageId: state.error.messageId, params: state.error.params } : state.error.message)}
            </Alert>
          ) : (
            <QrInstructions qr={state.qr} token={token} />
          )}
          <PublicLanguageSelect label={t('language')} />
        </Stack>
      </Paper>
    </Center>
  );
}
