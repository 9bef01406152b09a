import type { CallName } from '@mamt/contract';
import type { TestApp } from '../helper.js';
import type { Actor } from './actors.js';

/** What a row builds its requests with: the app, and the super tenant's administrator signed in once. */
export type TableContext = { t: TestApp; superToken: string };

/** What a call answers each actor: an HTTP status. */
export type Outcomes = Record<Actor, number>;

/** How to call: a JSON body, a multipart body for upload calls, a query for GET calls, a form body. */
export type Request =
  | { json: unknown }
  | { multipart: Array<{ name: string; value: string }> }
  | { get: Record<string, string> }
  | { form: Record<string, string> };

export type Row = {
  /** The actor's own tenant's objects (acme for the tenant actors). */
  own: (c: TableContext) => Promise<Request>;
  ownExpect: Outcomes;
  /**
   * Another tenant's objects (globex), or null when the call names no object of a tenant. Every call
   * whose contract scope names a cloud id, a domain or a record must have one (the test checks).
   */
  other: ((c: TableContext) => Promise<Request>) | null;
  otherExpect?: Outcomes;
  /** The call ends the caller's session (logout): each actor signs in afresh for it. */
  endsSession?: boolean;
};

const PUBLIC = (status: number): Outcomes => ({ anonymous: status, expired: status, simple: status, support: status, tenantAdmin: status, superAdmin: status });
const SIGNED_IN = (status: number): Outcomes => ({ anonymous: 401, expired: 401, simple: status, support: status, tenantAdmin: status, superAdmin: status });
const ADMINS = (tenantAdmin: number, superAdmin: number): Outcomes => ({ anonymous: 401, expired: 401, simple: 403, support: 403, tenantAdmin, superAdmin });
const SUPER_TENANT = (status: number): Outcomes => ADMINS(403, status);
/** Every signed-in tenant user gets `tenant`, the super tenant's administrator `superAdmin`. */
const ADMINS_AND_USERS = (tenant: number, superAdmin: number): Outcomes => ({ anonymous: 401, expired: 401, simple: tenant, support: tenant, tenantAdmin: tenant, superAdmin });

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${sequence++}`;

async function throwawayUser({ t, superToken: token }: TableContext, cloudId: string): Promise<number> {
  const username = unique('tmp');
  const response = await t.call(
    'createUpdateUser',
    { name: 'Temp User', email: `${username}@example.test`, username, user_type: 'simple user', password: 'temp-pass-1', cloud_id: cloudId },
    token,
  );
  return (response.json() as { id: number }).id;
}

async function userIdOf({ t, superToken: token }: TableContext, cloudId: string, username: string): Promise<number> {
  const response = await t.call('userSummary', { cloud_id: cloudId, search: username, page_size: 100 }, token);
  const users = (response.json() as { users: Array<{ id: number; username: string }> }).users;
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${cloudId}/${username}`);
  return user.id;
}

async function asSuper({ t, superToken }: TableContext, name: string, body: unknown): Promise<{ id: number }> {
  const response = await t.call(name, body, superToken);
  if (response.statusCode !== 200) throw new Error(`${name} failed: ${response.body}`);
  return response.json() as { id: number };
}

const throwawaySubscriber = (c: TableContext) => {
  const cloudId = unique('tenant');
  return asSuper(c, 'createUpdateSubscriber', { accountcode: 'T-1', cloud_id: cloudId, company: `Company ${cloudId}`, phone_number: '+1 555 0100' });
};

const connectionFields = (subscriberId: number) => ({
  api_url: 'http://127.0.0.1:9',
  client_id: 'client',
  client_secret: 'secret-value',
  superuser: 'api@tenant.test',
  superpass: 'password-value',
  subscriber_id: subscriberId,
});

const throwawayConnection = async (c: TableContext) => asSuper(c, 'createUpdateNetsapien', connectionFields((await throwawaySubscriber(c)).id));

async function subscriberIdOf({ t, superToken }: TableContext, cloudId: string): Promise<number> {
  const list = (await t.call('subscriberList', {}, superToken)).json() as Array<{ id: number; cloud_id: string }>;
  return list.find((row) => row.cloud_id === cloudId)?.id ?? 0;
}

const newUser = (cloudId: string) => {
  const username = unique('new');
  return { name: 'New Person', email: `${username}@example.test`, username, user_type: 'simple user', password: 'new-pass-1', cloud_id: cloudId };
};

/** A domain toggle read answers 200 only when on: the super tenant's admin turns it on first. */
const toggleRead = (toggle: string, domain: string) => async (c: TableContext): Promise<Request> => {
  await asSuper(c, toggle, { domain, check: true });
  return { json: { domain } };
};

/** Domain calls: acme's domain for the own case, globex's for the other-tenant case. */
const domainRow = (body: Record<string, unknown>, own: Outcomes, other: Outcomes): Row => ({
  own: async () => ({ json: { ...body, domain: 'acme.demo' } }),
  ownExpect: own,
  other: async () => ({ json: { ...body, domain: 'globex.demo' } }),
  otherExpect: other,
});
const readRow = (toggle: string): Row => ({
  own: toggleRead(toggle, 'acme.demo'),
  ownExpect: SIGNED_IN(200),
  other: toggleRead(toggle, 'globex.demo'),
  otherExpect: ADMINS_AND_USERS(403, 200),
});
/** Domain-level controls are the admins' (document 2 §6); the domain must be the tenant's. */
const adminWriteRow = (body: Record<string, unknown>) => domainRow(body, ADMINS(200, 200), ADMINS(403, 200));

/** One row per call of the contract; a call without a row fails the authorization test. */
export const AUTHORIZATION_TABLE: Record<CallName, Row> = {
  authLogin: {
    own: async () => ({ json: { cloud_id: 'acme', user: 'acme-simple', password: 'demo-pass-1234' } }),
    ownExpect: PUBLIC(200),
    other: async () => ({ json: { cloud_id: 'globex', user: 'globex-admin', password: 'wrong-password' } }),
    otherExpect: PUBLIC(401),
  },
  logout: { own: async () => ({ json: {} }), ownExpect: SIGNED_IN(200), other: null, endsSession: true },
  forgetPassword: { own: async () => ({ json: { cloudId: 'acme', username: 'acme-simple' } }), ownExpect: PUBLIC(200), other: null },
  resetPassword: { own: async () => ({ json: { ref: 'not-a-real-reference', password: 'whatever-1' } }), ownExpect: PUBLIC(400), other: null },
  getWhiteLabelOptions: { own: async () => ({ json: { base_url: 'https://console.acme.example' } }), ownExpect: PUBLIC(200), other: null },
  getProfileDetails: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    // Naming another tenant's user is ignored: the answer is the caller's own profile (checked separately).
    other: async () => ({ json: { username: 'globex-admin', cloud_id: 'globex' } }),
    otherExpect: SIGNED_IN(200),
  },
  changePassword: {
    // A wrong old password proves the call was let through without changing anything.
    own: async () => ({ json: { old_password: 'not-my-password', new_password: 'something-new-1' } }),
    ownExpect: SIGNED_IN(400),
    other: async () => ({ json: { username: 'globex-admin', cloud_id: 'globex', old_password: 'globex-guess', new_password: 'hijacked-1' } }),
    otherExpect: SIGNED_IN(400),
  },
  updateProfile: {
    own: async () => ({ multipart: [{ name: 'name', value: 'Renamed Person' }, { name: 'email', value: '' }, { name: 'phone_number', value: '' }] }),
    ownExpect: SIGNED_IN(200),
    other: null,
  },
  userSummary: {
    own: async () => ({ json: { cloud_id: 'acme' } }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS(403, 200),
  },
  userDetail: {
    own: async (c) => ({ json: { id: await userIdOf(c, 'acme', 'acme-simple') } }),
    ownExpect: ADMINS(200, 200),
    other: async (c) => ({ json: { id: await userIdOf(c, 'globex', 'globex-admin') } }),
    otherExpect: ADMINS(404, 200),
  },
  createUpdateUser: {
    own: async () => ({ json: newUser('acme') }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: newUser('globex') }),
    otherExpect: ADMINS(403, 200),
  },
  deleteUserDetail: {
    own: async (c) => ({ json: { id: await throwawayUser(c, 'acme') } }),
    ownExpect: ADMINS(200, 200),
    other: async (c) => ({ json: { id: await throwawayUser(c, 'globex') } }),
    otherExpect: ADMINS(404, 200),
  },
  getCloudIds: { own: async () => ({ json: {} }), ownExpect: SIGNED_IN(200), other: null },
  subscriberSummary: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  subscriberDetail: {
    own: async (c) => ({ json: { id: await subscriberIdOf(c, 'acme') } }),
    ownExpect: SUPER_TENANT(200),
    other: async (c) => ({ json: { id: await subscriberIdOf(c, 'globex') } }),
    otherExpect: SUPER_TENANT(200),
  },
  createUpdateSubscriber: {
    own: async () => ({ json: { accountcode: 'N-1', cloud_id: unique('fresh'), company: 'Fresh Co', phone_number: '+1 555 0199' } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  deleteSubscriberDetail: { own: async (c) => ({ json: { id: (await throwawaySubscriber(c)).id } }), ownExpect: SUPER_TENANT(200), other: null },
  subscriberList: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  getDefaults: { own: async () => ({ get: {} }), ownExpect: SIGNED_IN(200), other: null },
  netsapienSummary: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  netsapienDetail: { own: async (c) => ({ json: { id: (await throwawayConnection(c)).id } }), ownExpect: SUPER_TENANT(200), other: null },
  createUpdateNetsapien: {
    own: async (c) => ({ json: connectionFields((await throwawaySubscriber(c)).id) }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  deleteNetsapienDetail: { own: async (c) => ({ json: { id: (await throwawayConnection(c)).id } }), ownExpect: SUPER_TENANT(200), other: null },
  // The demo tenants' connections point at the platform simulator; globex's domain is the other tenant's.
  getAllDomains: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  nsApiProxy: {
    own: async () => ({ form: { object: 'subscriber', action: 'read', domain: 'acme.demo', fields: 'user' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ form: { object: 'subscriber', action: 'read', domain: 'globex.demo', fields: 'user' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  testNetsapienConnection: {
    own: async () => ({ json: { api_url: 'http://127.0.0.1:9', client_id: 'c', client_secret: 's', superuser: 'u', superpass: 'p' } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  getCompanyDetails: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getDeviceLimit: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  getDomainSettings: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  getExtensionsChecked: domainRow({}, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  // Per-user provisioning is not a domain-level control: every user type may save it.
  checkExtensions: domainRow({ list: [{ extension: '1001', allowed: true }] }, SIGNED_IN(200), ADMINS_AND_USERS(403, 200)),
  SetDeviceLimit: adminWriteRow({ device_limit: 4 }),
  checkUncheckProvisioningDomain: adminWriteRow({ check: true }),
  toggleDomainLevlQuickDial: adminWriteRow({ check: true }),
  toggleDomainLevlRecording: adminWriteRow({ check: true }),
  toggleDomainLevlTextable: adminWriteRow({ check: true }),
  checkProvisioningDomain: readRow('checkUncheckProvisioningDomain'),
  getQuickDialDomain: readRow('toggleDomainLevlQuickDial'),
  getRecordingDomain: readRow('toggleDomainLevlRecording'),
  getTextableDomain: readRow('toggleDomainLevlTextable'),
};
