import { Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDeviceMobileShare, IconRefreshDot } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainDeviceAction, type DomainDeviceCall } from '../api/use-device-work-actions';

type Props = { domain: string; cloudId?: string };
type ActionProps = Props & {
  call: DomainDeviceCall;
  /** The button's word, and the title of the question it asks. */
  label: string;
  question: string;
  icon: ReactNode;
};

/** One of the domain's device actions: it asks first, then sends the call and toasts the answer. */
function DomainAction({ call, domain, cloudId, label, question, icon }: ActionProps) {
  const { t } = useTranslation('devices');
  const action = useDomainDeviceAction(call, domain, cloudId);
  const ask = () =>
    modals.openConfirmModal({ title: label, children: question, labels: { confirm: t('appManagement.confirm'), cancel: t('appManagement.cancel') }, onConfirm: () => action.mutate() });
  return (
    <Button variant="light" leftSection={icon} loading={action.isPending} onClick={ask}>
      {label}
    </Button>
  );
}

/**
 * The domain's Reprovisioning and Device Sync (document 2 §2, admins only): each asks first; the
 * server queues the work and answers at once, and the Device work panel then shows its run.
 */
export function DomainDeviceControls({ domain, cloudId }: Props) {
  const { t } = useTranslation('devices');
  return (
    <Group gap="sm">
      <DomainAction call="reprovisionByForce" domain={domain} cloudId={cloudId} label={t('appManagement.domainReprovision')} question={t('appManagement.domainReprovisionText', { domain })} icon={<IconRefreshDot size={16} />} />
      <DomainAction call="DomainLevelDeviceSync" domain={domain} cloudId={cloudId} label={t('appManagement.domainSync')} question={t('appManagement.domainSyncText', { domain })} icon={<IconDeviceMobileShare size={16} />} />
    </Group>
  );
}
