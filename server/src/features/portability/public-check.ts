import { MESSAGES, PORTABILITY_PROVIDERS, formatMessage, type CallOutput, type Calls, type Message, type PortabilityProviderKey } from '@mamt/contract';
import type { Config } from '../../config.js';
import { PortabilityError } from '../../integrations/portability/portability-error.js';
import type { PortabilityClient } from '../../integrations/portability/portability-client.js';
import { AppError } from '../../lib/app-error.js';
import { clientNetworkOf } from '../../lib/client-network.js';
import type { Logger } from '../../lib/logger.js';
import type { Throttle, ThrottleRule } from '../../lib/login-throttle.js';
import { PerUserLimit } from '../../lib/per-user-limit.js';
import type { StoredRow } from '../../resources/wire-mapping.js';
import { ConcurrencyGate } from '../../lib/concurrency-gate.js';
import type { PortabilityRepository } from './portability.repository.js';

type CheckOutput = CallOutput<Calls['checkIntelliquentPortability']>;
type CheckInput = { cloud_id: string; numbers: string[] };

const HOUR_MS = 3_600_000;
/** The counter of every tenant's lookups together. */
const ALL_TENANTS_KEY = 'portability-all-tenants';
/** Checks that may wait for a provider's free slot before the next ones are turned away. */
const MAX_WAITING_CHECKS = 20;

export type PublicCheckDeps = {
  repo: PortabilityRepository;
  throttle: Throttle;
  config: Pick<
    Config,
    | 'PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE'
    | 'PORTABILITY_LOOKUPS_PER_ADDRESS_PER_HOUR'
    | 'PORTABILITY_LOOKUPS_PER_TENANT_PER_HOUR'
    | 'PORTABILITY_LOOKUPS_PER_HOUR'
    | 'PORTABILITY_CONCURRENT_CHECKS'
    | 'PER_USER_LIMIT_FACTOR'
  >;
  log: Logger;
  /** The provider's stored record, if it has one. */
  storedRecord: (provider: PortabilityProviderKey) => Promise<StoredRow | undefined>;
  /** The client of a stored record (kept while the record is unchanged). */
  clientOf: (provider: PortabilityProviderKey, stored: StoredRow) => PortabilityClient;
};

const nameOf = (provider: PortabilityProviderKey) => PORTABILITY_PROVIDERS.find((entry) => entry.key === provider)?.name ?? provider;

function refused(message: Message, waitMs: number): AppError {
  const error = new AppError('TOO_MANY_REQUESTS', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return error;
}

/**
 * The public check of /pages/check_portability: anyone with a tenant's link may use it, so every
 * check is paid for from budgets before a provider is asked. Checks per address and minute (in this
 * process) stop a script early; lookups (numbers times providers) per address, per tenant and over
 * all tenants an hour (in the database, so every process counts them) cap what a stranger, one
 * leaked link or guessed cloud ids can spend of the provider's account; and each provider answers a
 * few checks at once per process.
 */
export function createPublicCheck({ repo, throttle, config, log, storedRecord, clientOf }: PublicCheckDeps) {
  const perMinute = new PerUserLimit();
  const gates = new Map(PORTABILITY_PROVIDERS.map(({ key }) => [key, new ConcurrencyGate(config.PORTABILITY_CONCURRENT_CHECKS, MAX_WAITING_CHECKS)]));
  const scaled = (limit: number) => Math.ceil(limit * config.PER_USER_LIMIT_FACTOR);
  const addressRule: ThrottleRule = { max: scaled(config.PORTABILITY_LOOKUPS_PER_ADDRESS_PER_HOUR), windowMs: HOUR_MS, lockMs: HOUR_MS / 2 };
  const tenantRule: ThrottleRule = { max: scaled(config.PORTABILITY_LOOKUPS_PER_TENANT_PER_HOUR), windowMs: HOUR_MS, lockMs: HOUR_MS / 2 };
  const allRule: ThrottleRule = { max: scaled(config.PORTABILITY_LOOKUPS_PER_HOUR), windowMs: HOUR_MS, lockMs: HOUR_MS / 2 };
  const minutes = (waitMs: number) => ({ minutes: Math.max(1, Math.ceil(waitMs / 60_000)) });

  /**
   * While every tenant's lookups together are past PORTABILITY_LOOKUPS_PER_HOUR, only a tenant that has
   * had less than its share of them this hour is answered: strangers spreading guesses over many cloud
   * ids cannot leave a tenant's own link without checks.
   */
  async function withinShare(tenantKey: string): Promise<boolean> {
    const share = Math.floor(allRule.max / Math.max(1, await repo.activeTenantCount()));
    return (await throttle.hitsOf(tenantKey, HOUR_MS)) < share;
  }

  async function spend(input: CheckInput, network: string): Promise<void> {
    const addressKey = `portability-address:${network}`;
    const tenantKey = `portability-tenant:${input.cloud_id}`;
    const addressWait = await throttle.retryAfter([addressKey]);
    if (addressWait > 0) throw refused(formatMessage(MESSAGES.portabilityTooManyChecks, minutes(addressWait)), addressWait);
    const tenantWait = await throttle.retryAfter([tenantKey]);
    if (tenantWait > 0) throw refused(formatMessage(MESSAGES.portabilityTenantBusy, minutes(tenantWait)), tenantWait);
    const allWait = await throttle.retryAfter([ALL_TENANTS_KEY]);
    if (allWait > 0 && !(await withinShare(tenantKey))) throw refused(formatMessage(MESSAGES.portabilityAllBusy, minutes(allWait)), allWait);
    // Counted before the provider is asked: a check that fails has still spent its lookups.
    await throttle.hit(addressKey, addressRule, input.numbers.length);
    await throttle.hit(tenantKey, tenantRule, input.numbers.length);
    await throttle.hit(ALL_TENANTS_KEY, allRule, input.numbers.length);
  }

  return {
    async check(provider: PortabilityProviderKey, input: CheckInput, clientAddress: string): Promise<CheckOutput> {
      const network = clientNetworkOf(clientAddress);
      try {
        perMinute.take('portability-check', network, scaled(config.PORTABILITY_CHECKS_PER_ADDRESS_PER_MINUTE), formatMessage(MESSAGES.portabilityTooManyChecks, { minutes: 1 }));
      } catch (error) {
        if (error instanceof AppError) throw refused(error.detail, (error.retryAfterSeconds ?? 60) * 1000);
        throw error;
      }
      // Unknown and inactive tenants get the same answer: a link tells nothing about tenants it does not name.
      if (!(await repo.activeTenant(input.cloud_id))) throw new AppError('NOT_FOUND', MESSAGES.portabilityLinkInvalid);
      const stored = await storedRecord(provider);
      if (!stored) throw new AppError('UNAVAILABLE', formatMessage(MESSAGES.portabilityProviderNotSet, { provider: nameOf(provider) }));
      await spend(input, network);
      const failed = () => new AppError('UPSTREAM_FAILED', formatMessage(MESSAGES.portabilityProviderFailed, { provider: nameOf(provider) }));
      try {
        const answered = await gates.get(provider)?.run(() => clientOf(provider, stored).check(input.numbers));
        if (!answered) {
          log.warn({ provider }, 'portability check turned away: too many checks waiting for the provider');
          throw failed();
        }
        return answered.value;
      } catch (error) {
        if (!(error instanceof PortabilityError)) throw error;
        // The operator's details (status, the address with secrets withheld) go to the log; the stranger hears only that it failed.
        // A stranger's call belongs to no tenant, and the provider's account is the provider's: the
        // entry is the super tenant's alone (no cloudId), the cloud id typed kept as a claim.
        log.warn({ claimed_cloud_id: input.cloud_id, ...error.logFields() }, `portability check failed: ${error.message}`);
        throw failed();
      }
    },
  };
}
