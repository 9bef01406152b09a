import { Switch } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { domainSettingsKey } from '../api/use-domain-settings';

export type ToggleKey = 'provisioning' | 'quick_dial' | 'recording' | 'textable';

const CALLS = {
  provisioning: 'checkUncheckProvisioningDomain',
  quick_dial: 'toggleDomainLevlQuickDial',
  recording: 'toggleDomainLevlRecording',
  textable: 'toggleDomainLevlTextable',
} as const;

type Props = { toggle: ToggleKey; domain: string; cloudId?: string; checked: boolean; canEdit: boolean };

/** One domain-level switch: asks first, flips only once the server said yes. */
export function DomainToggle({ toggle, domain, cloudId, checked, canEdit }: Props) {
  const { t, i18n } = useTranslation('appManagement');
  const queryClient = useQueryClient();
  const flip = useSubmitMutation({
    mutationFn: (check: boolean, { idempotencyKey }) => rpc(CALLS[toggle], { domain, ...(cloudId ? { cloud_id: cloudId } : {}), check }, { idempotencyKey }),
    onSuccess: (answer) => {
      queryClient.setQueryData(domainSettingsKey(domain, cloudId), answer.settings);
      notifySuccess(answer);
    },
    onError: (error) => notifyError(error),
  });
  const label = t(`controls.${toggle}`);
  const ask = () =>
    modals.openConfirmModal({
      title: label,
      // The sentence keeps its language's direction in a right-to-left layout (its '?' stays at its end).
      children: <span dir={i18n.dir(i18n.language)}>{t(checked ? 'controls.confirmOff' : 'controls.confirmOn', { setting: label })}</span>,
      labels: { confirm: t('controls.confirm'), cancel: t('controls.cancel') },
      closeButtonProps: { 'aria-label': t('close', { ns: 'common' }) },
      onConfirm: () => flip.mutate(!checked),
    });
  return <Switch label={label} checked={checked} onChange={ask} disabled={!canEdit || flip.isPending} />;
}
