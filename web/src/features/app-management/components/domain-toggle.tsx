import { Switch } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useFlipDomainToggle, type ToggleKey } from '../api/use-domain-toggle';

type Props = { toggle: ToggleKey; domain: string; cloudId?: string; checked: boolean; canEdit: boolean };

/** One domain-level switch: asks first, flips only once the server said yes. */
export function DomainToggle({ toggle, domain, cloudId, checked, canEdit }: Props) {
  const { t, i18n } = useTranslation('appManagement');
  const flip = useFlipDomainToggle(toggle, domain, cloudId);
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
