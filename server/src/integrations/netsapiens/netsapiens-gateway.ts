import { MESSAGES } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { NetsapiensClient, type ClientOptions, type NsRow, type ReadOptions } from './netsapiens-client.js';
import type { BudgetShare } from './request-budget.js';
import { budgetSpent, memoryBudget, type BackoffState, type RequestBudget } from './request-gate.js';

export type StoredConnection = {
  id: number;
  apiUrl: string;
  clientId: string;
  clientSecretSealed: string;
  superuser: string;
  superpassSealed: string;
  updatedAt: Date;
};

type Deps = {
  findConnection: (cloudId: string) => Promise<StoredConnection | undefined>;
  secrets: SecretBox;
  options: ClientOptions;
  /** The request budget and back-off of a connection, shared by every server process. */
  shared?: {
    budgetFor: (connectionId: number) => RequestBudget;
    backoffFor: (connectionId: number) => BackoffState;
    /** The part of the budget one kind of caller may spend (request-budget.ts `shareOf`). */
    shareFor?: (connectionId: number, share: BudgetShare) => RequestBudget;
  };
  /** Told of each platform request of a tenant as its budget lets it out, or refuses it (the product's metrics). */
  observe?: (cloudId: string, outcome: 'sent' | 'refused') => void;
  /** Without `shared`: the percent of `options.maxPerMinute` that each kind of caller may spend in this process. */
  sharePercents?: Partial<Record<BudgetShare, number>>;
};

const DEFAULT_SHARE_PERCENT: Record<BudgetShare, number> = { anonymous: 20, fleet: 10 };

/** System users (auto attendants, queues, voicemail) are not people and stay out of user lists. */
export const isSystemUser = (row: NsRow) => (row.srv_code ?? '').startsWith('system-');

/**
 * One platform client per tenant connection, kept while the connection is unchanged so that its
 * token, cache and request budget are shared by every screen of that tenant.
 */
export function createNetsapiensGateway({ findConnection, secrets, options, shared, observe, sharePercents = {} }: Deps) {
  const clients = new Map<number, { version: number; client: NetsapiensClient }>();
  const shares = new Map<string, RequestBudget>();
  // One request looks its tenant's connection up more than once (its scope, then its handler):
  // a lookup is reused for a second, so an edited connection is picked up within that second.
  const lookups = new Map<string, { at: number; found: Promise<StoredConnection | undefined> }>();
  const LOOKUP_REUSE_MS = 1000;
  // The shaped user list of a cached platform read, so repeated reads do not filter 2,000 rows again.
  const shapedLists = new WeakMap<NsRow[], Map<string, NsRow[]>>();

  function lookUp(cloudId: string): Promise<StoredConnection | undefined> {
    const now = Date.now();
    const known = lookups.get(cloudId);
    if (known && now - known.at < LOOKUP_REUSE_MS) return known.found;
    if (lookups.size > 1000) lookups.clear();
    const found = findConnection(cloudId);
    lookups.set(cloudId, { at: now, found });
    found.catch(() => lookups.delete(cloudId));
    return found;
  }

  /** A connection's budget that tells `observe` of each request it lets out or refuses. */
  const observed = (cloudId: string, budget: RequestBudget): RequestBudget =>
    observe
      ? {
          async take() {
            const waitMs = await budget.take();
            observe(cloudId, waitMs > 0 ? 'refused' : 'sent');
            return waitMs;
          },
        }
      : budget;

  async function clientFor(cloudId: string): Promise<NetsapiensClient> {
    const connection = await lookUp(cloudId);
    if (!connection) throw new AppError('CONFLICT', MESSAGES.noConnection);
    const version = connection.updatedAt.getTime();
    const known = clients.get(connection.id);
    if (known && known.version === version) return known.client;
    const client = new NetsapiensClient(
      {
        apiUrl: connection.apiUrl,
        clientId: connection.clientId,
        clientSecret: secrets.open(connection.clientSecretSealed),
        username: connection.superuser,
        password: secrets.open(connection.superpassSealed),
      },
      shared ? { ...options, budget: observed(cloudId, shared.budgetFor(connection.id)), backoff: shared.backoffFor(connection.id) } : options,
    );
    clients.set(connection.id, { version, client });
    return client;
  }

  /** The part of the tenant's budget that one kind of caller may spend. */
  async function shareOf(cloudId: string, share: BudgetShare): Promise<RequestBudget> {
    const connection = await lookUp(cloudId);
    if (!connection) throw new AppError('CONFLICT', MESSAGES.noConnection);
    const key = `${connection.id}:${share}`;
    let budget = shares.get(key);
    if (!budget) {
      const percent = sharePercents[share] ?? DEFAULT_SHARE_PERCENT[share];
      const perMinute = Math.max(1, Math.floor(((options.maxPerMinute ?? 100) * percent) / 100));
      budget = shared?.shareFor?.(connection.id, share) ?? memoryBudget(perMinute, options.now);
      shares.set(key, budget);
    }
    return budget;
  }

  /**
   * Takes one request of the tenant's anonymous share, before an anonymous caller's platform request
   * (which then also counts in the connection's budget as usual); 429 when the share is spent.
   */
  async function takeAnonymousShare(cloudId: string): Promise<void> {
    const waitMs = await (await shareOf(cloudId, 'anonymous')).take();
    if (waitMs > 0) {
      observe?.(cloudId, 'refused');
      throw budgetSpent(waitMs);
    }
  }

  /** Takes one request of the tenant's Fleet share: false when it is spent (the Fleet keeps its older read). */
  async function takeFleetShare(cloudId: string): Promise<boolean> {
    const waitMs = await (await shareOf(cloudId, 'fleet')).take();
    if (waitMs > 0) observe?.(cloudId, 'refused');
    return waitMs === 0;
  }

  return {
    clientFor,
    takeAnonymousShare,
    takeFleetShare,
    async domains(cloudId: string, options?: ReadOptions): Promise<NsRow[]> {
      return (await clientFor(cloudId)).read('domain', {}, options);
    },
    /**
     * Users of a domain without system users. The caller has checked that the domain is the
     * tenant's (the rpc layer's domain scope); `fields` is a normalised list from the contract.
     */
    async subscribers(cloudId: string, domain: string, fields?: string): Promise<NsRow[]> {
      const client = await clientFor(cloudId);
      const asked = fields ? fields.split(',') : undefined;
      // srv_code is always read so that system users can be recognised, then dropped if not asked for.
      const wanted = asked ? [...new Set([...asked, 'srv_code'])].sort().join(',') : undefined;
      const raw = await client.read('subscriber', { domain, fields: wanted });
      const shapes = shapedLists.get(raw) ?? new Map<string, NsRow[]>();
      shapedLists.set(raw, shapes);
      const shapeKey = fields ?? '';
      const known = shapes.get(shapeKey);
      if (known) return known;
      const people = raw.filter((row) => !isSystemUser(row));
      const shaped = !asked || asked.includes('srv_code') ? people : people.map(({ srv_code: _srv, ...row }) => row);
      shapes.set(shapeKey, shaped);
      return shaped;
    },
    /** The DIDs of a domain: its dial rules in the platform's `DID Table` (cached like every read). */
    async phoneNumbers(cloudId: string, domain: string): Promise<NsRow[]> {
      return (await clientFor(cloudId)).read('phonenumber', { dialplan: 'DID Table', dest_domain: domain });
    },
    /** The SMS-enabled numbers of a domain; read once per domain and filtered by the caller. */
    async smsNumbers(cloudId: string, domain: string): Promise<NsRow[]> {
      return (await clientFor(cloudId)).read('smsnumber', { domain });
    },
    /** The cores of the tenant's platform cluster, each with its region (`geo_group`), ports and status. */
    async cores(cloudId: string, options?: ReadOptions): Promise<NsRow[]> {
      return (await clientFor(cloudId)).servers(options);
    },
    /** The names of the tenant's domains, for the rpc layer's domain scope. */
    async domainNames(cloudId: string): Promise<string[]> {
      return (await (await clientFor(cloudId)).read('domain')).map((row) => row.domain ?? '');
    },
  };
}

/** The number of a DID dial rule: `sip:14165552000@*` is 14165552000. */
export const didOf = (row: NsRow) => (row.matchrule ?? '').replace(/^sip:/, '').split('@')[0]?.replace(/[^0-9]/g, '') ?? '';

export type NetsapiensGateway = ReturnType<typeof createNetsapiensGateway>;
