import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceMobileShare, IconRefreshDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

type Props = { domain: string; cloudId?: string };

/**
 * The domain's Reprovisioning and Device Sync (document 2 §2, admins only): each asks first; the
 * server queues the work and answers at once.
 */
export function DomainDeviceControls({ domain, cloudId }: Props) {
  const { t } = useTranslation('devices');
  const tenant = cloudId ? { cloud_id: cloudId } : {};
  const reprovision = useSubmitMutation({
    mutationFn: (_: void, { idempotencyKey }) => rpc('reprovisionByForce', { domain, ...tenant }, { idempotencyKey }),
    onSuccess: notifySuccess,
    onError: notifyError,
  });
  const sync = useSubmitMutation({
    mutationFn: (_: void, { idempotencyKey }) => rpc('DomainLevelDeviceSync', { domain, ...tenant }, { idempotencyKey }),
    onSuccess: notifySuccess,
    onError: notifyError,
  });
  const ask = (title: string, text: string, run: () => void) =>
    modals.openConfirmModal({ title, children: text, labels: { confirm: t('appManagement.confirm'), cancel: t('appManagement.cancel') }, onConfirm: run });
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconRefreshDot size={16} />}
        loading={reprovision.isPending}
        onClick={() => ask(t('appManagement.domainReprovision'), t('appManagement.domainReprovisionText', { domain }), () => reprovision.mutate())}
      >
        {t('appManagement.domainReprovision')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconDeviceMobileShare size={16} />}
        loading={sync.isPending}
        onClick={() => ask(t('appManagement.domainSync'), t('appManagement.domainSyncText', { domain }), () => sync.mutate())}
      >
        {t('appManagement.domainSync')}
      </Button>
    </Group>
  );
}
