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

/** App management: the demo platform's domains, and users picked afresh per request so that writes never collide. */
const DOMAIN_OF = { acme: 'acme.demo', globex: 'globex.demo' } as const;
type DemoTenant = keyof typeof DOMAIN_OF;
const nextUser: Record<DemoTenant, number> = { acme: 0, globex: 0 };
/** Extensions 1010 to 1029 exist in both domains (acme.demo has 36 users, globex.demo 30). */
const freshUser = (cloudId: DemoTenant) => String(1010 + (nextUser[cloudId]++ % 20));
/** The first DID of each demo domain (user 1001), and an SMS number routed to user 1009 alone. */
const FIRST_DID = { acme: '14165552000', globex: '12125552000' } as const;
const SMS_DID_OF_1009 = { acme: '14165552008', globex: '12125552008' } as const;

const templateOf = async (c: TableContext, cloudId: string) =>
  (await asSuper(c, 'templateCreateUpdate', { cloud_id: cloudId, name: unique('template'), subject: 'S', body: 'B' }) as unknown as { template: { id: number } }).template.id;

async function assignedNumber(c: TableContext, cloudId: DemoTenant) {
  // The fifth user's DID (user 1005), assigned afresh so that each request has one to take back.
  const phone_number = cloudId === 'acme' ? '14165552004' : '12125552004';
  await asSuper(c, 'assignCallingNumber', { domain: DOMAIN_OF[cloudId], extension: '1005', phone_number });
  return { domain: DOMAIN_OF[cloudId], phone_number };
}

async function sharedVoicemail(c: TableContext, cloudId: DemoTenant) {
  const entry = { domain: DOMAIN_OF[cloudId], for_user: freshUser(cloudId), vm_user: '1001' };
  await asSuper(c, 'createUpdateSharedVM', entry);
  return entry;
}

async function sharedDid(c: TableContext, cloudId: DemoTenant) {
  const entry = { domain: DOMAIN_OF[cloudId], primary_user: '1009', secondary_user: freshUser(cloudId), did: SMS_DID_OF_1009[cloudId] };
  await asSuper(c, 'createUpdateDidSharing', entry);
  return { domain: entry.domain, primary_user: entry.primary_user, secondary_user: entry.secondary_user, did_number: entry.did };
}

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
  getTemplates: {
    own: async () => ({ json: {} }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  templateCreateUpdate: {
    own: async () => ({ json: { name: unique('template'), subject: 'Welcome', body: 'Hello FIRST_NAME_HERE' } }),
    ownExpect: ADMINS(200, 200),
    other: async () => ({ json: { cloud_id: 'globex', name: unique('template'), subject: 'Welcome', body: 'Hello' } }),
    otherExpect: ADMINS(403, 200),
  },
  deleteTemplate: {
    own: async (c) => ({ json: { id: await templateOf(c, 'acme') } }),
    ownExpect: ADMINS(200, 200),
    other: async (c) => ({ json: { id: await templateOf(c, 'globex') } }),
    otherExpect: ADMINS_AND_USERS(404, 200),
  },
  getAvailableCallingNumbers: {
    own: async () => ({ json: { domain: 'acme.demo' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getAssignedCallingNumbers: {
    own: async () => ({ json: { domain: 'acme.demo', user: '1001' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', user: '1001' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  assignCallingNumber: {
    // Assigning a number again to the user who has it is accepted, so every actor may repeat it.
    own: async () => ({ json: { domain: 'acme.demo', extension: '1001', phone_number: FIRST_DID.acme } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', extension: '1001', phone_number: FIRST_DID.globex } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  deleteAssignedCallingNumber: {
    own: async (c) => ({ json: await assignedNumber(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await assignedNumber(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  sharedVMSummary: {
    own: async () => ({ json: { domain: 'acme.demo', for_user: '1001' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', for_user: '1001' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  createUpdateSharedVM: {
    own: async () => ({ json: { domain: 'acme.demo', for_user: freshUser('acme'), vm_user: '1002' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', for_user: freshUser('globex'), vm_user: '1002' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  deleteSharedVM: {
    own: async (c) => ({ json: await sharedVoicemail(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await sharedVoicemail(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getDIDNumbers: {
    // Older clients name the user by platform login only; its domain is checked like a domain field.
    own: async () => ({ json: { username: '1009@acme.demo' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { username: '1009@globex.demo' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  getDidSharingDetails: {
    own: async () => ({ json: { domain: 'acme.demo', username: '1009' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', username: '1009' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  createUpdateDidSharing: {
    own: async () => ({ json: { domain: 'acme.demo', primary_user: '1009', secondary_user: freshUser('acme'), did: SMS_DID_OF_1009.acme } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { domain: 'globex.demo', primary_user: '1009', secondary_user: freshUser('globex'), did: SMS_DID_OF_1009.globex } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  deleteDidSharing: {
    own: async (c) => ({ json: await sharedDid(c, 'acme') }),
    ownExpect: SIGNED_IN(200),
    other: async (c) => ({ json: await sharedDid(c, 'globex') }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
  checkEmailInNetsapien: {
    own: async () => ({ json: { email: 'nobody@acme.example' } }),
    ownExpect: SIGNED_IN(200),
    other: async () => ({ json: { cloud_id: 'globex', email: 'nobody@globex.example' } }),
    otherExpect: ADMINS_AND_USERS(403, 200),
  },
};
