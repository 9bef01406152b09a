import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicPage, PublicPageProblem } from '../../components/public-page';
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

  return (
    <PublicPage
      title={t('title')}
      languageLabel={t('language')}
      maxWidth={760}
      header={page.status === 'ready' ? <PageBranding branding={page.data} /> : null}
      loading={page.status === 'loading' ? t('loading') : undefined}
    >
      {page.status === 'loading' ? null : page.status === 'failed' ? (
        <PublicPageProblem title={t(page.error.status === 404 ? 'invalidTitle' : 'unavailableTitle')}>
          {translateShown({ message: page.error.message, messageId: page.error.messageId, params: page.error.params })}
        </PublicPageProblem>
      ) : (
        <>
          <Text ta="center">{t('intro', { company: page.data.company })}</Text>
          <PortabilityChecker cloudId={cloudId} buttonColor={page.data.button_color} />
        </>
      )}
    </PublicPage>
  );
}
