import { randomBytes } from 'node:crypto';
import { DEMO_CREDENTIALS } from '@mamt/netsapiens-simulator';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { appDevices, domainSettings, extensionProvisioning, provisioningLogins, provisioningTokens, tenants } from '../../src/db/schema.js';
import { hashToken } from '../../src/lib/secrets.js';
import type { TestApp } from '../helper.js';

export type ProvisioningFields = Record<string, string>;

/** The app's request: a POST form (Acrobits' recommendation) or the same fields as a GET query. */
export function provision(t: TestApp, fields: ProvisioningFields, method: 'POST' | 'GET' = 'POST'): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams(fields).toString();
  if (method === 'GET') return t.app.inject({ method: 'GET', url: `/provisioning/account?${form}` });
  return t.app.inject({ method: 'POST', url: '/provisioning/account', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });
}

/** The app's POST form from a client address of the test's choosing: limits and counts are per address. */
export function provisionFrom(t: TestApp, fields: ProvisioningFields, remoteAddress: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const payload = new URLSearchParams(fields).toString();
  return t.app.inject({ method: 'POST', url: '/provisioning/account', remoteAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });
}

/** A real installation of an acme user through a QR code: the device password its app keeps. */
export async function installedDevicePassword(t: TestApp, extension: string, domain = 'acme.demo'): Promise<string> {
  await allowExtension(t, domain, extension);
  const token = await insertToken(t, { domain, extension });
  const answer = await provisionFrom(t, { cloud_id: 'acme', cloud_username: `${extension}@${domain}`, cloud_password: token }, '198.51.100.200');
  const cloudPassword = elementsOf(answer.body).cloud_password;
  if (answer.statusCode !== 200 || !cloudPassword) throw new Error(`installing ${extension}@${domain} failed: ${answer.statusCode} ${answer.body}`);
  return cloudPassword;
}

/** The elements of a flat `<account>` or `<error>` answer, by name. */
export function elementsOf(xml: string): Record<string, string> {
  const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return Object.fromEntries([...xml.matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((match) => [match[1] as string, unescape(match[2] as string)]));
}

/** The message of an `<error>` answer. */
export const errorOf = (response: LightMyRequestResponse) => elementsOf(response.body).message;

type TokenOptions = { cloudId?: string; domain: string; extension: string; expiresAt?: Date; usedAt?: Date; revokedAt?: Date };

/** A QR token as the e-mail would create it: 16 random bytes, stored as its hash. */
export async function insertToken(t: TestApp, { cloudId = 'acme', domain, extension, expiresAt, usedAt, revokedAt }: TokenOptions): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await t.database.db.insert(provisioningTokens).values({
    cloudId,
    domain,
    extension,
    subscriberLogin: `${extension}@${domain}`,
    tokenHash: hashToken(token),
    expiresAt: expiresAt ?? new Date(Date.now() + 7 * 86_400_000),
    usedAt,
    revokedAt,
  });
  return token;
}

/** Per-user provisioning, as App Management's Save stores it. */
export async function allowExtension(t: TestApp, domain: string, extension: string, allowed = true, cloudId = 'acme'): Promise<void> {
  await t.database.db
    .insert(extensionProvisioning)
    .values({ cloudId, domain, extension, allowed })
    .onConflictDoUpdate({ target: [extensionProvisioning.cloudId, extensionProvisioning.domain, extensionProvisioning.extension], set: { allowed } });
}

export async function setDomain(t: TestApp, domain: string, patch: Partial<typeof domainSettings.$inferInsert>, cloudId = 'acme'): Promise<void> {
  await t.database.db
    .insert(domainSettings)
    .values({ cloudId, domain, ...patch })
    .onConflictDoUpdate({ target: [domainSettings.cloudId, domainSettings.domain], set: { ...patch, configVersion: sql`${domainSettings.configVersion} + 1` } });
}

export async function setTenant(t: TestApp, cloudId: string, patch: Partial<typeof tenants.$inferInsert>): Promise<void> {
  await t.database.db.update(tenants).set(patch).where(eq(tenants.cloudId, cloudId));
}

export const devicesOf = (t: TestApp, domain: string, extension: string) =>
  t.database.db.select().from(appDevices).where(and(eq(appDevices.domain, domain), eq(appDevices.extension, extension))).orderBy(appDevices.id);

export async function loginOf(t: TestApp, loginUser: string, cloudId = 'acme') {
  const [row] = await t.database.db.select().from(provisioningLogins).where(and(eq(provisioningLogins.cloudId, cloudId), eq(provisioningLogins.loginUser, loginUser)));
  return row;
}

export async function tokenRowOf(t: TestApp, token: string) {
  const [row] = await t.database.db.select().from(provisioningTokens).where(eq(provisioningTokens.tokenHash, hashToken(token)));
  return row;
}

/** The portal password the simulator seeds for a demo subscriber (the README documents the formula). */
export { portalPasswordOf as portalPassword } from '@mamt/netsapiens-simulator';

/**
 * The user's devices as the platform itself has them, read with the tenant's API account, without the
 * fields the registration clock moves.
 */
export async function platformDevicesOf(simulatorUrl: string, domain: string, user: string, cloudId = 'acme'): Promise<Array<Record<string, string>>> {
  const credentials = DEMO_CREDENTIALS.find((c) => c.cloudId === cloudId);
  if (!credentials) throw new Error(`no demo credentials for ${cloudId}`);
  const grant = await fetch(`${simulatorUrl}/ns-api/oauth2/token/`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: credentials.clientId, client_secret: credentials.clientSecret, username: credentials.username, password: credentials.password }),
  });
  const { access_token } = (await grant.json()) as { access_token: string };
  const response = await fetch(`${simulatorUrl}/ns-api/?format=json&object=device&action=read`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
    body: new URLSearchParams({ domain, user }),
  });
  // What the registrar's clock moves between two reads (the seconds left, a phone's next refresh) is
  // left out, so that a test comparing the rows before and after sees only what a write changed.
  const rows = (await response.json()) as Array<Record<string, string>>;
  return rows.map(({ expires: _expires, registration_time: _time, registration_expires_time: _until, ...row }) => row);
}
