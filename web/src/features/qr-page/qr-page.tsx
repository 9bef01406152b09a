import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublicPage, PublicPageProblem } from '../../components/public-page';
import { API_BASE } from '../../lib/rpc';
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
  const logo = state.status === 'ready' && state.data.logo ? <Image src={`${API_BASE}${state.data.logo}`} alt={t('logoAlt', { company: state.data.company })} h={56} fit="contain" /> : null;

  return (
    <PublicPage title={t('title')} languageLabel={t('language')} maxWidth={440} header={logo} loading={state.status === 'loading' ? t('loading') : undefined}>
      {state.status === 'loading' ? null : state.status === 'failed' ? (
        <PublicPageProblem title={t('invalidTitle')}>
          {translateShown(state.error.messageId ? { message: state.error.message, messageId: state.error.messageId, params: state.error.params } : state.error.message)}
        </PublicPageProblem>
      ) : (
        <QrInstructions qr={state.data} token={token} />
      )}
    </PublicPage>
  );
}
