import { MESSAGES } from '@mamt/contract';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { NetsapiensClient, type ClientOptions, type NsRow } from './netsapiens-client.js';
import type { BackoffState, RequestBudget } from './request-gate.js';

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
  shared?: { budgetFor: (connectionId: number) => RequestBudget; backoffFor: (connectionId: number) => BackoffState };
};

/** System users (auto attendants, queues, voicemail) are not people and stay out of user lists. */
export const isSystemUser = (row: NsRow) => (row.srv_code ?? '').startsWith('system-');

/**
 * One platform client per tenant connection, kept while the connection is unchanged so that its
 * token, cache and request budget are shared by every screen of that tenant.
 */
export function createNetsapiensGateway({ findConnection, secrets, options, shared }: Deps) {
  const clients = new Map<number, { version: number; client: NetsapiensClient }>();

  async function clientFor(cloudId: string): Promise<NetsapiensClient> {
    const connection = await findConnection(cloudId);
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
      shared ? { ...options, budget: shared.budgetFor(connection.id), backoff: shared.backoffFor(connection.id) } : options,
    );
    clients.set(connection.id, { version, client });
    return client;
  }

  return {
    clientFor,
    async domains(cloudId: string): Promise<NsRow[]> {
      return (await clientFor(cloudId)).read('domain');
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
      const rows = (await client.read('subscriber', { domain, fields: wanted })).filter((row) => !isSystemUser(row));
      if (!asked || asked.includes('srv_code')) return rows;
      return rows.map(({ srv_code: _srv, ...row }) => row);
    },
    /** The names of the tenant's domains, for the rpc layer's domain scope. */
    async domainNames(cloudId: string): Promise<string[]> {
      return (await (await clientFor(cloudId)).read('domain')).map((row) => row.domain ?? '');
    },
  };
}

export type NetsapiensGateway = ReturnType<typeof createNetsapiensGateway>;
