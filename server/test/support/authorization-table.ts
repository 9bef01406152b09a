import type { TestApp } from '../helper.js';
import { signedIn, type Actor } from './actors.js';

/** What a call answers each actor: an HTTP status. */
export type Outcomes = Record<Actor, number>;

/** How to call: a JSON body, or a multipart body for upload calls. */
export type Request = { json: unknown } | { multipart: Array<{ name: string; value: string }> } | { get: Record<string, string> };

export type Row = {
  /** The actor's own tenant's objects. */
  own: (t: TestApp) => Promise<Request>;
  ownExpect: Outcomes;
  /** Another tenant's objects (globex), or null when the call names no object of a tenant. */
  other: ((t: TestApp) => Promise<Request>) | null;
  otherExpect?: Outcomes;
};

const PUBLIC = (status: number): Outcomes => ({ anonymous: status, expired: status, simple: status, support: status, tenantAdmin: status, superAdmin: status });
const SIGNED_IN = (status: number): Outcomes => ({ anonymous: 401, expired: 401, simple: status, support: status, tenantAdmin: status, superAdmin: status });
const ADMINS = (tenantAdmin: number, superAdmin: number): Outcomes => ({ anonymous: 401, expired: 401, simple: 403, support: 403, tenantAdmin, superAdmin });
const SUPER_TENANT = (status: number): Outcomes => ADMINS(403, status);

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${sequence++}`;

async function throwawayUser(t: TestApp, cloudId: string): Promise<number> {
  const token = await signedIn(t, 'demo', 'admin');
  const username = unique('tmp');
  const response = await t.call(
    'createUpdateUser',
    { name: 'Temp User', email: `${username}@example.test`, username, user_type: 'simple user', password: 'temp-pass-1', cloud_id: cloudId },
    token,
  );
  return (response.json() as { id: number }).id;
}

async function userIdOf(t: TestApp, cloudId: string, username: string): Promise<number> {
  const token = await signedIn(t, 'demo', 'admin');
  const response = await t.call('userSummary', { cloud_id: cloudId, search: username, page_size: 100 }, token);
  const users = (response.json() as { users: Array<{ id: number; username: string }> }).users;
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${cloudId}/${username}`);
  return user.id;
}

async function asSuper(t: TestApp, name: string, body: unknown): Promise<{ id: number }> {
  const response = await t.call(name, body, await signedIn(t, 'demo', 'admin'));
  if (response.statusCode !== 200) throw new Error(`${name} failed: ${response.body}`);
  return response.json() as { id: number };
}

const throwawaySubscriber = (t: TestApp) => {
  const cloudId = unique('tenant');
  return asSuper(t, 'createUpdateSubscriber', { accountcode: 'T-1', cloud_id: cloudId, company: `Company ${cloudId}`, phone_number: '+1 555 0100' });
};

const connectionFields = (subscriberId: number) => ({
  api_url: 'http://127.0.0.1:9',
  client_id: 'client',
  client_secret: 'secret-value',
  superuser: 'api@tenant.test',
  superpass: 'password-value',
  subscriber_id: subscriberId,
});

const throwawayConnection = async (t: TestApp) => asSuper(t, 'createUpdateNetsapien', connectionFields((await throwawaySubscriber(t)).id));

async function subscriberIdOf(t: TestApp, cloudId: string): Promise<number> {
  const list = (await t.call('subscriberList', {}, await signedIn(t, 'demo', 'admin'))).json() as Array<{ id: number; cloud_id: string }>;
  return list.find((row) => row.cloud_id === cloudId)?.id ?? 0;
}

const newUser = (cloudId: string) => {
  const username = unique('new');
  return { name: 'New Person', email: `${username}@example.test`, username, user_type: 'simple user', password: 'new-pass-1', cloud_id: cloudId };
};

/** One row per call of the contract; a call without a row fails the authorization test. */
export const AUTHORIZATION_TABLE: Record<string, Row> = {
  authLogin: {
    own: async () => ({ json: { cloud_id: 'acme', user: 'acme-simple', password: 'demo-pass-1234' } }),
    ownExpect: PUBLIC(200),
    other: async () => ({ json: { cloud_id: 'globex', user: 'globex-admin', password: 'wrong-password' } }),
    otherExpect: PUBLIC(401),
  },
  logout: { own: async () => ({ json: {} }), ownExpect: SIGNED_IN(200), other: null },
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
    own: async (t) => ({ json: { id: await userIdOf(t, 'acme', 'acme-simple') } }),
    ownExpect: ADMINS(200, 200),
    other: async (t) => ({ json: { id: await userIdOf(t, 'globex', 'globex-admin') } }),
    otherExpect: ADMINS(404, 200),
  },
  createUpdateUser: {
    own: async () => ({ json: newUser('acme') }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: newUser('globex') }),
    otherExpect: ADMINS(403, 200),
  },
  deleteUserDetail: {
    own: async (t) => ({ json: { id: await throwawayUser(t, 'acme') } }),
    ownExpect: ADMINS(200, 200),
    other: async (t) => ({ json: { id: await throwawayUser(t, 'globex') } }),
    otherExpect: ADMINS(404, 200),
  },
  getCloudIds: { own: async () => ({ json: {} }), ownExpect: SIGNED_IN(200), other: null },
  subscriberSummary: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  subscriberDetail: {
    own: async (t) => ({ json: { id: await subscriberIdOf(t, 'acme') } }),
    ownExpect: SUPER_TENANT(200),
    other: async (t) => ({ json: { id: await subscriberIdOf(t, 'globex') } }),
    otherExpect: SUPER_TENANT(200),
  },
  createUpdateSubscriber: {
    own: async () => ({ json: { accountcode: 'N-1', cloud_id: unique('fresh'), company: 'Fresh Co', phone_number: '+1 555 0199' } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  deleteSubscriberDetail: { own: async (t) => ({ json: { id: (await throwawaySubscriber(t)).id } }), ownExpect: SUPER_TENANT(200), other: null },
  subscriberList: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  getDefaults: { own: async () => ({ get: {} }), ownExpect: SIGNED_IN(200), other: null },
  netsapienSummary: { own: async () => ({ json: {} }), ownExpect: SUPER_TENANT(200), other: null },
  netsapienDetail: { own: async (t) => ({ json: { id: (await throwawayConnection(t)).id } }), ownExpect: SUPER_TENANT(200), other: null },
  createUpdateNetsapien: {
    own: async (t) => ({ json: connectionFields((await throwawaySubscriber(t)).id) }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
  deleteNetsapienDetail: { own: async (t) => ({ json: { id: (await throwawayConnection(t)).id } }), ownExpect: SUPER_TENANT(200), other: null },
  // No platform connection exists in this app: getting past the access rule answers 409.
  getAllDomains: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(409),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: { anonymous: 401, expired: 401, simple: 403, support: 403, tenantAdmin: 403, superAdmin: 409 },
  },
  testNetsapienConnection: {
    own: async () => ({ json: { api_url: 'http://127.0.0.1:9', client_id: 'c', client_secret: 's', superuser: 'u', superpass: 'p' } }),
    ownExpect: SUPER_TENANT(200),
    other: null,
  },
};
