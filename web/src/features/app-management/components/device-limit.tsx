import { Button, Group, NumberInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { rpc, RpcError } from '../../../lib/rpc';
import { translateRef } from '../../../lib/spec-messages';
import { domainSettingsKey } from '../api/use-domain-settings';

type Props = { domain: string; cloudId?: string; value: number; canEdit: boolean };

/** The domain's device limit per user; the server's range message shows under the field. */
export function DeviceLimit({ domain, cloudId, value, canEdit }: Props) {
  const { t } = useTranslation('appManagement');
  const queryClient = useQueryClient();
  const [limit, setLimit] = useState<string | number>(value);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => rpc('SetDeviceLimit', { domain, ...(cloudId ? { cloud_id: cloudId } : {}), device_limit: Number(limit === '' ? Number.NaN : limit) }),
    onSuccess: (answer) => {
      setError(null);
      queryClient.setQueryData(domainSettingsKey(domain, cloudId), answer.settings);
      notifySuccess(answer);
    },
    onError: (failure) => {
      const rpcError = failure instanceof RpcError ? failure : new RpcError(0, {});
      const field = rpcError.fieldErrors.device_limit;
      setError(field ? translateRef(rpcError.fieldErrorIds.device_limit, field) : translateRef(rpcError.messageId ? { id: rpcError.messageId, params: rpcError.params } : undefined, rpcError.message));
    },
  });
  return (
    <Group align="flex-start" gap="xs">
      <NumberInput
        label={t('controls.deviceLimit')}
        value={limit}
        onChange={(next) => {
          setLimit(next);
          setError(null);
        }}
        allowDecimal={false}
        error={error}
        disabled={!canEdit}
        w={160}
      />
      <Button mt={25} onClick={() => save.mutate()} loading={save.isPending} disabled={!canEdit}>
        {t('controls.set')}
      </Button>
    </Group>
  );
}
