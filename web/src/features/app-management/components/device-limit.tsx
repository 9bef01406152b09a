import { Button, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RpcError } from '../../../lib/rpc';
import { translateRef } from '../../../lib/spec-messages';
import { useSetDeviceLimit } from '../api/use-device-limit';

type Props = { domain: string; cloudId?: string; value: number; canEdit: boolean };

/** The domain's device limit per user; the server's range message shows under the field. */
export function DeviceLimit({ domain, cloudId, value, canEdit }: Props) {
  const { t } = useTranslation('appManagement');
  const [limit, setLimit] = useState<string | number>(value);
  const [error, setError] = useState<string | null>(null);
  const save = useSetDeviceLimit(domain, cloudId, {
    onSaved: () => setError(null),
    onRefused: (failure) => {
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
      <Button mt={25} onClick={() => save.mutate(Number(limit === '' ? Number.NaN : limit))} loading={save.isPending} disabled={!canEdit}>
        {t('controls.set')}
      </Button>
    </Group>
  );
}
