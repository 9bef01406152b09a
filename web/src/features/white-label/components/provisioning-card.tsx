import { ActionIcon, Card, Group, Switch, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReprovisionCompany, useSubscriberProvisioning, useToggleSubscriberProvisioning } from '../api/white-label-api';

type Props = { subscriberId: number; cloudId: string };

/**
 * Subscriber-level provisioning and the company-wide refresh (document 3 §2, §4): each asks first,
 * and the switch flips only once the server said yes.
 */
export function ProvisioningCard({ subscriberId, cloudId }: Props) {
  const { t } = useTranslation('whiteLabel');
  const enabled = useSubscriberProvisioning(subscriberId);
  const toggle = useToggleSubscriberProvisioning(subscriberId, cloudId);
  const reprovision = useReprovisionCompany(cloudId);
  const checked = enabled.data ?? false;
  const confirm = (title: string, text: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title,
      children: text,
      labels: { confirm: t('confirm'), cancel: t('cancel') },
      closeButtonProps: { 'aria-label': t('close', { ns: 'common' }) },
      onConfirm,
    });

  const askToggle = () =>
    confirm(t('provisioning.label'), t(checked ? 'provisioning.confirmOff' : 'provisioning.confirmOn', { cloudId }), () =>
      toggle.mutate(!checked, { onSuccess: notifySuccess, onError: notifyError }),
    );
  const askRefresh = () =>
    confirm(t('provisioning.refresh'), t('provisioning.confirmRefresh', { cloudId }), () =>
      reprovision.mutate(undefined, { onSuccess: notifySuccess, onError: notifyError }),
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="nowrap" align="center">
        <div>
          <Switch
            label={t('provisioning.label')}
            checked={checked}
            onChange={askToggle}
            disabled={enabled.isPending || toggle.isPending}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {enabled.isPending ? '' : t(checked ? 'provisioning.enabled' : 'provisioning.disabled')}
          </Text>
        </div>
        <Tooltip label={t('provisioning.refresh')}>
          <ActionIcon variant="light" size="lg" aria-label={t('provisioning.refresh')} onClick={askRefresh} loading={reprovision.isPending}>
            <IconRefresh size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
