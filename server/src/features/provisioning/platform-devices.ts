import { MESSAGES } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import type { NsUserSignIn } from '../../integrations/netsapiens/netsapiens-client.js';
import { AppError } from '../../lib/app-error.js';
import type { DiscardDevice } from './device-cleanup.js';

/** What the provisioning service needs of the telephony platform; every failure is "try again" (503). */
export type ProvisioningPlatform = {
  /** A platform user's own login and portal password, checked by the platform. */
  signIn: (cloudId: string, username: string, password: string) => Promise<NsUserSignIn | null>;
  /**
   * Takes one password check from the tenant's anonymous share of its platform request budget,
   * 429 "busy" when that is spent: taken for every password check that may reach the platform, so
   * that the answer is the same whichever login was typed.
   */
  takeAnonymousCheck: (cloudId: string) => Promise<void>;
  /**
   * Whether the login (`user@domain`) is a user of one of the tenant's domains, read from the
   * domain's cached user list: a made-up login costs the platform nothing and blocks nobody.
   */
  knowsLogin: (cloudId: string, login: string) => Promise<boolean>;
  domainNames: (cloudId: string) => Promise<string[]>;
  /** The platform domain's `max_device`, when it is a positive number. */
  maxDevice: (cloudId: string, domain: string) => Promise<number | undefined>;
  /** The names of the user's devices on the platform (desk phones included). */
  deviceNames: (cloudId: string, domain: string, user: string) => Promise<string[]>;
  /** Creates the device and answers its SIP password; a device left without one is deleted again. */
  createDevice: (cloudId: string, domain: string, user: string, device: string) => Promise<string>;
  /** Deletes a device we created but could not keep: now, or later by a job; never fails. */
  discardDevice: (cloudId: string, domain: string, device: string) => Promise<void>;
  /** The SMS numbers routed to the user or to every user of the domain. */
  smsNumbers: (cloudId: string, domain: string, user: string) => Promise<string[]>;
};

export const platformDown = () => new AppError('UNAVAILABLE', MESSAGES.provisioningPlatformDown);
const busy = () => new AppError('TOO_MANY_REQUESTS', MESSAGES.provisioningBusy);

/**
 * A platform failure (timeout, refusal, spent budget, no connection) becomes 503 "try again"; a
 * bug of ours stays a 500.
 */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw platformDown();
    throw error;
  }
}

/**
 * SMS numbers change rarely and a domain's devices each re-provision hourly: one read per domain
 * every few minutes instead of one per device keeps re-provisioning off the platform.
 */
const SMS_NUMBERS_TTL_MS = 5 * 60_000;

/** Through the tenant's cached client of the gateway (budget, back-off, coalescing). */
export function gatewayProvisioningPlatform(gateway: NetsapiensGateway, discard: DiscardDevice): ProvisioningPlatform {
  const smsCache = new Map<string, { at: number; rows: Array<{ number: string; dest: string }> }>();

  async function smsRows(cloudId: string, domain: string) {
    const key = `${cloudId}\u0000${domain}`;
    const hit = smsCache.get(key);
    if (hit && Date.now() - hit.at < SMS_NUMBERS_TTL_MS) return hit.rows;
    try {
      const rows = (await gateway.smsNumbers(cloudId, domain)).map((row) => ({ number: (row.number ?? '').replace(/[^0-9]/g, ''), dest: row.dest ?? '' }));
      if (smsCache.size > 5000) smsCache.clear();
      smsCache.set(key, { at: Date.now(), rows });
      return rows;
    } catch (error) {
      // While the platform is away, the numbers last read serve better than no account at all.
      if (hit) return hit.rows;
      throw error;
    }
  }

  const client = (cloudId: string) => gateway.clientFor(cloudId);

  return {
    signIn: (cloudId, username, password) => guarded(async () => (await client(cloudId)).userSignIn(username, password)),
    // A spent share is its own answer (429 "busy"); no connection is the platform's failure (503).
    takeAnonymousCheck: (cloudId) =>
      gateway.takeAnonymousShare(cloudId).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        throw error.code === 'TOO_MANY_REQUESTS' ? busy() : platformDown();
      }),
    knowsLogin: (cloudId, login) =>
      guarded(async () => {
        const wanted = login.trim().toLowerCase();
        const at = wanted.lastIndexOf('@');
        if (at <= 0) return false;
        const domain = (await gateway.domainNames(cloudId)).find((name) => name.toLowerCase() === wanted.slice(at + 1));
        if (!domain) return false;
        return (await gateway.subscribers(cloudId, domain)).some((row) => (row.subscriber_login ?? '').toLowerCase() === wanted);
      }),
    domainNames: (cloudId) => guarded(() => gateway.domainNames(cloudId)),
    maxDevice: (cloudId, domain) =>
      guarded(async () => {
        const value = Number((await gateway.domains(cloudId)).find((row) => row.domain === domain)?.max_device);
        return Number.isInteger(value) && value > 0 ? value : undefined;
      }),
    deviceNames: (cloudId, domain, user) => guarded(async () => (await (await client(cloudId)).read('device', { domain, user })).map((row) => row.aor_user ?? '')),
    createDevice: (cloudId, domain, user, device) =>
      guarded(async () => {
        const ns = await client(cloudId);
        await ns.write('device', 'create', { domain, device, user });
        try {
          const [row] = await ns.read('device', { domain, device });
          if (!row?.authentication_key) throw platformDown();
          return row.authentication_key;
        } catch (error) {
          await discard({ cloudId, domain, device });
          throw error;
        }
      }),
    discardDevice: (cloudId, domain, device) => discard({ cloudId, domain, device }),
    smsNumbers: (cloudId, domain, user) =>
      guarded(async () => (await smsRows(cloudId, domain)).filter((row) => row.dest === user || row.dest === '*').map((row) => row.number).filter(Boolean)),
  };
}
