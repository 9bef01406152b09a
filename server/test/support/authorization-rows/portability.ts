import { inteliquentResource, peerlessResource, voipInnovationsResource, type AnyResource, type CallName } from '@mamt/contract';
import { PUBLIC, SUPER_TENANT, asSuper, type Row, type TableContext } from '../authorization-fixtures.js';
import { resourceRows } from '../resource-rows.js';

/** A closed port: the records are never used to reach a provider here. */
const NOWHERE = 'http://127.0.0.1:9';

/**
 * The provider's one record (a provider has at most one): the stored one, or a new one. Each actor's
 * delete asks for it afresh, and only the super tenant's administrator's delete spends it.
 */
async function theRecord(c: TableContext, resource: AnyResource, form: Record<string, unknown>): Promise<number> {
  const [stored] = (await c.t.call(resource.calls.list as CallName, {}, c.superToken)).json() as Array<{ id: number }>;
  return stored ? stored.id : (await asSuper(c, resource.calls.save as CallName, form)).id;
}

/** A provider's credential calls, with a valid new record and the name of its secret (empty on edit: the stored one is kept). */
const credentialRows = <R extends AnyResource>(resource: R, form: Record<string, string>, secret: string) =>
  resourceRows(resource, {
    record: (c) => theRecord(c, resource, form),
    // An edit of the one record: a second new one would be refused as a duplicate.
    form: async (c) => ({ ...form, id: await theRecord(c, resource, form), [secret]: '' }),
  });

/** Anyone with a link may check; a link naming no tenant is refused the same way to everyone. */
const publicCheck: Row = { own: async () => ({ json: { cloud_id: 'no-such-cloud', numbers: '6025550123' } }), ownExpect: PUBLIC(404), other: null };

/**
 * The authorization rows of number portability: the three providers' credentials and their test
 * connection are the super tenant's administrators' alone; the check page's calls are public.
 */
export const PORTABILITY_ROWS = {
  ...credentialRows(inteliquentResource, { name: 'Inteliquent', token_url: `${NOWHERE}/oauth/token`, api_url: NOWHERE, client_id: 'client', client_secret: 'client-secret' }, 'client_secret'),
  ...credentialRows(peerlessResource, { name: 'Peerless', customer: 'customer', api_url: NOWHERE, user_id: 'peerless-user', pass_code: 'pass-code' }, 'pass_code'),
  ...credentialRows(voipInnovationsResource, { name: 'VOIP Innovations', login: 'login', api_url: NOWHERE, secret: 'vi-secret' }, 'secret'),
  testPortabilityConnection: {
    own: async () => ({ json: { provider: 'vi', api_url: NOWHERE, login: 'login', secret: 'vi-secret' } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  checkIntelliquentPortability: publicCheck,
  checkPeerlessPortability: publicCheck,
  checkVIPortability: publicCheck,
  getPortabilityCheckPage: { own: async () => ({ json: { cloud_id: 'acme' } }), ownExpect: PUBLIC(200), other: null },
} satisfies Partial<Record<CallName, Row>>;
