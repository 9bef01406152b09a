import { reprovisionByForce } from '@mamt/contract/devices/reprovision-calls';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { credsCanAccess } from '../../../lib/access';
import { useSession } from '../../../lib/use-session';
import type { FleetAttention } from '../fleet-types';
import { NeverRegisteredDevices, StaleDevices } from './attention-devices';
import { CoresDown, ProvisioningOff } from './attention-domains';
import { BlockedLogins, UndeliveredMails } from './attention-logins-mails';

type Props = { attention: FleetAttention; cloudId: string | undefined; everyTenant: boolean };

/**
 * What needs someone's attention, each item with its action and shown only when it concerns
 * something; a plain sentence when nothing does. Reprovision is offered to those who may call it.
 */
export function AttentionSection({ attention, cloudId, everyTenant }: Props) {
  const { t } = useTranslation('fleet');
  const { creds } = useSession();
  const canReprovision = credsCanAccess(reprovisionByForce.access, creds);
  const { stale, never_registered: neverRegistered, blocked_logins: blocked, undelivered_mails: undelivered, provisioning_off: provisioningOff, cores_down: coresDown } = attention;
  const nothing = stale.total === 0 && neverRegistered.total === 0 && blocked.total === 0 && undelivered.length === 0 && provisioningOff.length === 0 && coresDown.length === 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="fleet-attention">
      <Title order={2} size="h4" id="fleet-attention">
        {t('attention.heading')}
      </Title>
      {nothing ? <Text>{t('attention.nothing')}</Text> : null}
      {stale.total > 0 ? <StaleDevices stale={stale} canReprovision={canReprovision} everyTenant={everyTenant} /> : null}
      {neverRegistered.total > 0 ? <NeverRegisteredDevices neverRegistered={neverRegistered} everyTenant={everyTenant} /> : null}
      {blocked.total > 0 ? <BlockedLogins blocked={blocked} cloudId={cloudId} everyTenant={everyTenant} /> : null}
      {undelivered.length > 0 ? <UndeliveredMails undelivered={undelivered} everyTenant={everyTenant} /> : null}
      {provisioningOff.length > 0 ? <ProvisioningOff rows={provisioningOff} everyTenant={everyTenant} /> : null}
      {coresDown.length > 0 ? <CoresDown rows={coresDown} everyTenant={everyTenant} /> : null}
    </Stack>
  );
}
