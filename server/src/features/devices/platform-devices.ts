import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import type { NsRow } from '../../integrations/netsapiens/netsapiens-client.js';
import { isAppDevice } from '../../app-devices/app-device-names.js';
import { AppError } from '../../lib/app-error.js';
import { forEachLimited } from '../../lib/for-each-limited.js';

type Where = { cloudId: string; domain: string };

const SECOND = 1000;
/** How long a job waits at most for the platform budget before it gives the device up to a retry. */
const MAX_BUDGET_WAIT_MS = 60 * SECOND;

/** Waits out a spent platform budget (429 with the seconds to wait) instead of failing at once. */
async function withinBudget(send: () => Promise<void>, sleep: (ms: number) => Promise<void>): Promise<void> {
  let waited = 0;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      const seconds = error instanceof AppError && error.code === 'TOO_MANY_REQUESTS' ? Number(error.detail.params?.seconds ?? 1) : undefined;
      if (seconds === undefined || waited >= MAX_BUDGET_WAIT_MS) throw error;
      const wait = Math.max(1, seconds) * SECOND;
      waited += wait;
      await sleep(wait);
    }
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The platform side of devices: reads, check-sync and deletion, always through the tenant's connection. */
export function platformDevices(gateway: NetsapiensGateway, sleep = realSleep) {
  const clientOf = (cloudId: string) => gateway.clientFor(cloudId);
  return {
    /** The app devices of one user of the domain. */
    async ofUser({ cloudId, domain }: Where, extension: string): Promise<NsRow[]> {
      const rows = await (await clientOf(cloudId)).read('device', { domain, user: extension });
      return rows.filter((row) => row.subscriber_name === extension && isAppDevice(row));
    },
    /** Every app device of the domain, whoever its user. */
    async ofDomain({ cloudId, domain }: Where): Promise<NsRow[]> {
      return (await (await clientOf(cloudId)).read('device', { domain })).filter(isAppDevice);
    },
    /** Asks the platform to have each device fetch its configuration again. */
    async checkSync({ cloudId, domain }: Where, devices: readonly string[], concurrency: number): Promise<void> {
      const client = await clientOf(cloudId);
      await forEachLimited(devices, concurrency, (device) =>
        withinBudget(() => client.write('device', 'update', { domain, device, 'check-sync': 'yes' }), sleep),
      );
    },
    async remove({ cloudId, domain }: Where, device: string): Promise<void> {
      await (await clientOf(cloudId)).write('device', 'delete', { domain, device });
    },
  };
}

export type PlatformDevices = ReturnType<typeof platformDevices>;
