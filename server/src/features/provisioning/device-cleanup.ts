import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Logger } from '../../lib/logger.js';

export type OrphanDevice = { cloudId: string; domain: string; device: string };

const JOB = 'provisioning-device-cleanup';

/**
 * Deletes a platform device that a failed provisioning left without its row. Right away first;
 * when the platform refuses (it has just failed, so the client is often backing off), a job tries
 * again with back-off, so no half-created device stays behind.
 */
export function createDeviceCleanup({ gateway, jobs, log }: { gateway: NetsapiensGateway; jobs: JobQueue; log: Logger }) {
  const remove = async ({ cloudId, domain, device }: OrphanDevice) => (await gateway.clientFor(cloudId)).write('device', 'delete', { domain, device });

  jobs.define<OrphanDevice>({
    name: JOB,
    retry: { retryLimit: 10, retryDelaySeconds: 5, backoff: true },
    run: remove,
    onGaveUp: async (orphan, error) => log.error({ err: error, ...orphan }, 'provisioning: a platform device without its row could not be deleted'),
  });

  return async (orphan: OrphanDevice): Promise<void> => {
    try {
      await remove(orphan);
    } catch {
      await jobs.send(JOB, orphan).catch((error: unknown) => log.error({ err: error, ...orphan }, 'provisioning: the deletion of a device without its row was not queued'));
    }
  };
}

export type DiscardDevice = ReturnType<typeof createDeviceCleanup>;
