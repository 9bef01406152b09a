import { useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';
import { domainSettingsKey } from './use-domain-settings';

export type ToggleKey = 'provisioning' | 'quick_dial' | 'recording' | 'textable';

/** Each domain-level switch has its own call (their names, misspellings included, are the contract's). */
const CALLS = {
  provisioning: 'checkUncheckProvisioningDomain',
  quick_dial: 'toggleDomainLevlQuickDial',
  recording: 'toggleDomainLevlRecording',
  textable: 'toggleDomainLevlTextable',
} as const;

/** Turns one domain-level switch on or off; the server answers with every setting of the domain, stored as they are. */
export function useFlipDomainToggle(toggle: ToggleKey, domain: string, cloudId?: string) {
  const queryClient = useQueryClient();
  return useSubmitMutation({
    mutationFn: (check: boolean, { idempotencyKey }) => rpc(CALLS[toggle], { domain, ...tenantPayload(cloudId), check }, { idempotencyKey }),
    onSuccess: (answer) => {
      queryClient.setQueryData(domainSettingsKey(domain, cloudId), answer.settings);
      notifySuccess(answer);
    },
    onError: (error) => notifyError(error),
  });
}
