import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicLanguageSelect, useBrowserLanguage } from '../../components/public-language';
import { translateShown } from '../../lib/spec-messages';
import { useCheckPage } from './api/use-check-page';
import { PageBranding } from './components/page-branding';
import { PortabilityChecker } from './components/portability-checker';

/**
 * `/pages/check_portability?cloud_id=<tenant>` (document 3): public, signed out. A tenant sends the
 * link to its customers, who check whether their numbers can be ported, under the tenant's name,
 * logo and button colour. An unknown, inactive or missing cloud id shows why the link cannot be used.
 */
export function CheckPortabilityPage() {
  const { t } = useTranslation('checkPortability');
  const [searchParams] = useSearchParams();
  const cloudId = searchParams.get('cloud_id')?.trim() ?? '';
  const page = useCheckPage(cloudId);
  useBrowserLanguage();
  useEffect(() => {
    document.title = `${t('title')} | ${t('appName', { ns: 'common' })}`;
  }, [t]);

  return (
    <Center component="main" mih="100vh" p={{ base: 'xs', xs: 'md' }} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Paper shadow="md" radius="lg" p={{ base: 'sm', xs: 'xl' }} w="100%" maw={760} withBorder>
        <Stack gap="md">
          {page.status === 'ready' ? <PageBranding branding={page.branding} /> : null}
          <Title order={1} size="h2" ta="center">
            {t('title')}
          </Title>
          {page.status === 'loading' ? (
            <Center py="xl">
              <Loader aria-label={t('loading')} />
            </Center>
          ) : page.status === 'failed' ? (
            <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} title={t(page.error.status === 404 ? 'invalidTitle' : 'unavailableTitle')} role="alert" styles={{ title: { color: 'var(--mantine-color-error)' } }}>
              {translateShown({ message: page.error.message, messageId: page.error.messageId, params: page.error.params })}
            </Alert>
          ) : (
            <>
              <Text ta="center">{t('intro', { company: page.branding.company })}</Text>
              <PortabilityChecker cloudId={cloudId} buttonColor={page.branding.button_color} />
            </>
          )}
          <PublicLanguageSelect label={t('language')} />
        </Stack>
      </Paper>
    </Center>
  );
}
