import { notifyError, notifySuccess } from '../../../lib/notify';
import { rpc } from '../../../lib/rpc';
import type { ShownMessage } from '../../../lib/spec-messages';
import { useSubmitMutation, type Submission } from '../../../lib/use-submit-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';
import { useRefreshDeviceWork } from './use-device-work-runs';

/** The calls that queue work on a whole domain's devices. */
export type DomainDeviceCall = 'reprovisionByForce' | 'DomainLevelDeviceSync';

/**
 * A call that queues device work: the server answers at once, its answer is toasted, and the
 * Device work panel is asked again so that it shows the new run.
 */
function useStartDeviceWork(domain: string, cloudId: string | undefined, start: (submission: Submission) => Promise<ShownMessage>) {
  const refreshDeviceWork = useRefreshDeviceWork(domain, cloudId);
  return useSubmitMutation({
    mutationFn: (_: void, submission) => start(submission),
    onSuccess: (answer) => {
      notifySuccess(answer);
      void refreshDeviceWork();
    },
    onError: notifyError,
  });
}

/** Re-provisions one user's devices (a row's Re-Provision button). */
export function useReprovisionUser(extension: string, domain: string, cloudId?: string) {
  return useStartDeviceWork(domain, cloudId, ({ idempotencyKey }) => rpc('reprovisionByForce', { extension, domain, ...tenantPayload(cloudId) }, { idempotencyKey }));
}

/** Re-provisions or syncs every device of the domain. */
export function useDomainDeviceAction(call: DomainDeviceCall, domain: string, cloudId?: string) {
  return useStartDeviceWork(domain, cloudId, ({ idempotencyKey }) => rpc(call, { domain, ...tenantPayload(cloudId) }, { idempotencyKey }));
}
