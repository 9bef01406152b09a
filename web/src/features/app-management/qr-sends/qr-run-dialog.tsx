import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../dialogs/dialog-frame';
import { QrRunResults } from './qr-run-results';

/** An earlier send opened again from App Management: where each of its mails stands. */
export function QrRunDialog({ domain, cloudId, runId, onClose }: { domain: string; cloudId?: string; runId: number; onClose: () => void }) {
  const { t } = useTranslation('appManagement');
  return (
    <DialogFrame onClose={onClose} title={t('qrSend.runTitle')}>
      <QrRunResults domain={domain} cloudId={cloudId} runId={runId} />
    </DialogFrame>
  );
}
