import { Badge } from '@mantine/core';
import type { QrDeliveryStatus } from '@mamt/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<QrDeliveryStatus, string> = { queued: 'gray', retrying: 'orange', sent: 'teal', failed: 'red', kept: 'yellow' };

/** Where one QR e-mail stands, in a word; the plain explanation goes beside it. */
export function QrStatusBadge({ status }: { status: QrDeliveryStatus }) {
  const { t } = useTranslation('appManagement');
  return (
    <Badge variant="light" color={COLORS[status]} miw={84} style={{ flexShrink: 0 }}>
      {t(`qrSend.status.${status}`)}
    </Badge>
  );
}
