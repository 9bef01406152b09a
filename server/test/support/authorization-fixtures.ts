import type { CallName } from '@mamt/contract';
/** Outcomes, request builders and throwaway records that the authorization table's rows are made of. */
import { buildDemoSeed } from '@mamt/netsapiens-simulator';
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

export const PUBLIC = (status: number): Outcomes => ({ anonymous: status, expired: status, simple: status, support: status, tenantAdmin: status, superAdmin: status });
export const SIGNED_IN = (status: number): Outcomes => ({ anonymous: 401, expired: 401, simple: status, support: status, tenantAdmin: status, superAdmin: status });
export const ADMINS = (tenantAdmin: number, superAdmin: number): Outcomes => ({ anonymous: 401, expired: 401, simple: 403, support: 403, tenantAdmin, superAdmin });
export const SUPER_TENANT = (status: number): Outcomes => ADMINS(403, status);
/** Every signed-in tenant user gets `tenant`, the super tenant's administrator `superAdmin`. */
export const ADMINS_AND_USERS = (tenant: number, superAdmin: number): Outcomes => ({ anonymous: 401, expired: 401, simple: tenant, support: tenant, tenantAdmin: tenant, superAdmin });

let sequence = 0;
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${sequence++}`;

export async function throwawayUser({ t, superToken: token }: TableContext, cloudId: string): Promise<number> {
  const username = unique('tmp');
  const response = await t.call(
    'createUpdateUser',
    { name: 'Temp User', email: `${username}@example.test`, username, user_type: 'simple user', password: 'temp-pass-1', cloud_id: cloudId },
    token,
  );
  return (response.json() as { id: number }).id;
}

export async function userIdOf({ t, superToken: token }: TableContext, cloudId: string, username: string): Promise<number> {
  const response = await t.call('userSummary', { cloud_id: cloudId, search: username, page_size: 100 }, token);
  const users = (response.json() as { users: Array<{ id: number; username: string }> }).users;
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${cloudId}/${username}`);
  return user.id;
}

export async function asSuper({ t, superToken }: TableContext, name: CallName, body: unknown): Promise<{ id: number }> {
  const response = await t.call(name, body, superToken);
  if (response.statusCode !== 200) throw new Error(`${name} failed: ${response.body}`);
  return response.json() as { id: number };
}

export const throwawaySubscriber = (c: TableContext) => {
  const cloudId = unique('tenant');
  return asSuper(c, 'createUpdateSubscriber', { accountcode: 'T-1', cloud_id: cloudId, company: `Company ${cloudId}`, phone_number: '+1 555 0100' });
};

export const connectionFields = (subscriberId: number) => ({
  api_url: 'http://127.0.0.1:9',
  client_id: 'client',
  client_secret: 'secret-value',
  superuser: 'api@tenant.test',
  superpass: 'password-value',
  subscriber_id: subscriberId,
});

export const releaseNoteFields = () => ({ created_time: '2026-11-26', title: unique('note'), description: '<p>What changed</p>' });
export const throwawayReleaseNote = (c: TableContext) => asSuper(c, 'releaseNotesCreateUpdate', releaseNoteFields());

export const throwawayConnection = async (c: TableContext) => asSuper(c, 'createUpdateNetsapien', connectionFields((await throwawaySubscriber(c)).id));

export async function tenantIdOf({ t, superToken }: TableContext, cloudId: string): Promise<number> {
  const list = (await t.call('subscriberList', {}, superToken)).json() as Array<{ id: number; cloud_id: string }>;
  return list.find((row) => row.cloud_id === cloudId)?.id ?? 0;
}

export const newUser = (cloudId: string) => {
  const username = unique('new');
  return { name: 'New Person', email: `${username}@example.test`, username, user_type: 'simple user', password: 'new-pass-1', cloud_id: cloudId };
};

/** A domain toggle read answers 200 only when on: the super tenant's admin turns it on first. */
export const toggleRead = (toggle: CallName, domain: string) => async (c: TableContext): Promise<Request> => {
  await asSuper(c, toggle, { domain, check: true });
  return { json: { domain } };
};

/** The demo platform's domain of each demo tenant. */
export const DOMAIN_OF = { acme: 'acme.demo', globex: 'globex.demo' } as const;
export type DemoTenant = keyof typeof DOMAIN_OF;

/** A call on objects of a tenant: acme's for the own case, globex's for the other-tenant case. */
export const tenantRow = (request: (c: TableContext, tenant: DemoTenant) => Request | Promise<Request>, own: Outcomes, other: Outcomes): Row => ({
  own: async (c) => request(c, 'acme'),
  ownExpect: own,
  other: async (c) => request(c, 'globex'),
  otherExpect: other,
});
/** What every signed-in user may do on their own tenant's objects, and only the super tenant on another tenant's. */
export const anyUserRow = (request: (c: TableContext, tenant: DemoTenant) => Request | Promise<Request>): Row => tenantRow(request, SIGNED_IN(200), ADMINS_AND_USERS(403, 200));
/** A read of the caller's own tenant, which the request leaves unnamed, or of globex named by its cloud id. */
export const callerTenantRow: Row = {
  own: async () => ({ json: {} }),
  ownExpect: SIGNED_IN(200),
  other: async () => ({ json: { cloud_id: 'globex' } }),
  otherExpect: ADMINS_AND_USERS(403, 200),
};

/** Domain calls: acme's domain for the own case, globex's for the other-tenant case. */
export const domainRow = (body: Record<string, unknown>, own: Outcomes, other: Outcomes): Row =>
  tenantRow((_c, tenant) => ({ json: { ...body, domain: DOMAIN_OF[tenant] } }), own, other);
export const readRow = (toggle: CallName): Row => ({
  own: toggleRead(toggle, 'acme.demo'),
  ownExpect: SIGNED_IN(200),
  other: toggleRead(toggle, 'globex.demo'),
  otherExpect: ADMINS_AND_USERS(403, 200),
});
/** Domain-level controls are the admins' (document 2 §6); the domain must be the tenant's. */
export const adminWriteRow = (body: Record<string, unknown>) => domainRow(body, ADMINS(200, 200), ADMINS(403, 200));

/** App management: the demo platform's users picked afresh per request so that writes never collide. */
const nextUser: Record<DemoTenant, number> = { acme: 0, globex: 0 };
/** Extensions 1010 to 1029 exist in both domains (acme.demo has 36 users, globex.demo 30). */
export const freshUser = (cloudId: DemoTenant) => String(1010 + (nextUser[cloudId]++ % 20));
/** A demo platform user's own e-mail address. */
export function platformEmailOf(cloudId: DemoTenant, extension: string): string {
  const row = buildDemoSeed().subscriber.find((candidate) => candidate.domain === DOMAIN_OF[cloudId] && candidate.user === extension);
  if (!row?.email) throw new Error(`no platform user ${extension}@${DOMAIN_OF[cloudId]} with an address`);
  return row.email as string;
}
/** The first DID of each demo domain (user 1001), and an SMS number routed to user 1009 alone. */
export const FIRST_DID = { acme: '14165552000', globex: '12125552000' } as const;
export const SMS_DID_OF_1009 = { acme: '14165552008', globex: '12125552008' } as const;

export const templateOf = async (c: TableContext, cloudId: string) =>
  (await asSuper(c, 'templateCreateUpdate', { cloud_id: cloudId, name: unique('template'), subject: 'S', body: 'B' }) as unknown as { template: { id: number } }).template.id;

export async function assignedNumber(c: TableContext, cloudId: DemoTenant) {
  // The fifth user's DID (user 1005), assigned afresh so that each request has one to take back.
  const phone_number = cloudId === 'acme' ? '14165552004' : '12125552004';
  await asSuper(c, 'assignCallingNumber', { domain: DOMAIN_OF[cloudId], extension: '1005', phone_number });
  return { domain: DOMAIN_OF[cloudId], phone_number };
}

export async function sharedVoicemail(c: TableContext, cloudId: DemoTenant) {
  const entry = { domain: DOMAIN_OF[cloudId], for_user: freshUser(cloudId), vm_user: '1001' };
  await asSuper(c, 'createUpdateSharedVM', entry);
  return entry;
}

export async function sharedDid(c: TableContext, cloudId: DemoTenant) {
  const entry = { domain: DOMAIN_OF[cloudId], primary_user: '1009', secondary_user: freshUser(cloudId), did: SMS_DID_OF_1009[cloudId] };
  await asSuper(c, 'createUpdateDidSharing', entry);
  return { domain: entry.domain, primary_user: entry.primary_user, secondary_user: entry.secondary_user, did_number: entry.did };
}

/** A send of the QR e-mail to one fresh user of the tenant's domain, made by the super tenant's admin. */
export async function qrRunOf(c: TableContext, cloudId: DemoTenant) {
  const answer = (await asSuper(c, 'sendQrMails', { cloud_id: cloudId, domain: DOMAIN_OF[cloudId], extensions: [freshUser(cloudId)], subject: 'QR', body: 'LINK_HERE' })) as unknown as { run_id: number };
  return { domain: DOMAIN_OF[cloudId], run_id: answer.run_id };
}
