import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tenantIdOf, useTestApp } from '../support/test-app.js';
import { REQUIRED_LOGOS, freshTenant, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

/**
 * No secret reaches System Logs: each credential the product is sent, in each way it can be sent,
 * is a unique canary; after the requests, no stored entry holds any of them, in any column.
 */
const app = useTestApp();
const canary = (what: string) => `cnry-${what}-${randomBytes(6).toString('hex')}`;
const CANARIES = {
  loginPassword: canary('login'),
  malformedBody: canary('malformed'),
  tokenHeader: canary('token'),
  authorizationHeader: canary('bearer'),
  cloudPassword: canary('cloudpw'),
  queryPassword: canary('querypw'),
  formPassword: canary('formpw'),
  qrToken: canary('qr'),
  resetRef: canary('ref'),
  resetRefInUrl: canary('refurl'),
  clientSecret: canary('clientsecret'),
  superpass: canary('superpass'),
  smtpPassword: canary('smtp'),
};

type Row = { message: string; fields: string; row: string };

/** Every entry, whole: each column cast to text. */
async function storedRows(): Promise<Row[]> {
  const result = await app.t.database.db.execute(sql`select message, fields::text as fields, log_entries::text as row from log_entries`);
  return (result as unknown as { rows: Row[] }).rows;
}

describe('System Logs keeps no credential', () => {
  it('stores the entries of requests carrying credentials, and none of the credentials', async () => {
    const { t, superToken } = app;
    const inject = (options: InjectOptions) => t.app.inject(options);

    expect((await t.call('authLogin', { cloud_id: 'acme', user: 'acme-admin', password: CANARIES.loginPassword })).statusCode).toBe(401);
    const malformed = `{"cloud_id":"acme","user":"acme-admin","password":"${CANARIES.malformedBody}"`;
    expect((await inject({ method: 'POST', url: '/api/v1/authLogin', headers: { 'content-type': 'application/json' }, payload: malformed })).statusCode).toBe(400);
    expect((await t.call('getProfileDetails', {}, CANARIES.tokenHeader)).statusCode).toBe(401);
    await inject({ method: 'POST', url: '/api/v1/getProfileDetails', headers: { 'content-type': 'application/json', authorization: `Bearer ${CANARIES.authorizationHeader}` }, payload: '{}' });
    const login = 'cloud_id=acme&cloud_username=1001%40acme.demo';
    await inject({ method: 'GET', url: `/provisioning/account?${login}&cloud_password=${CANARIES.cloudPassword}&password=${CANARIES.queryPassword}` });
    await inject({ method: 'POST', url: '/provisioning/account', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `${login}&cloud_password=${CANARIES.formPassword}` });
    await inject({ method: 'GET', url: `/qr/${CANARIES.qrToken}` });
    expect((await t.call('resetPassword', { ref: CANARIES.resetRef, password: 'whatever-new-1' })).statusCode).toBe(400);
    await inject({ method: 'GET', url: `/resetPassword?ref=${CANARIES.resetRefInUrl}` });

    const connection = await t.call(
      'createUpdateNetsapien',
      { api_url: 'http://127.0.0.1:9/', client_id: 'globex-client', client_secret: CANARIES.clientSecret, delivery_webhook: '', superuser: 'api@globex.demo', superpass: CANARIES.superpass, subscriber_id: await tenantIdOf(t, 'globex') },
      superToken,
    );
    expect(connection.statusCode, connection.body).toBe(200);
    const tenantId = await freshTenant(t, superToken, 'canary-co');
    const whiteLabel = await saveWhiteLabel(t, superToken, [...wlFields(tenantId, { admin_base_url: 'https://canary-co.example', email_password: CANARIES.smtpPassword }), ...REQUIRED_LOGOS]);
    expect(whiteLabel.statusCode, whiteLabel.body).toBe(200);

    // Entries are written in order, a batch at a time: once the last request's is stored, all are.
    const last = canary('last');
    await inject({ method: 'GET', url: `/healthz?probe=${last}` });
    await expect.poll(async () => (await storedRows()).some(({ row }) => row.includes(last)), { timeout: 10_000, interval: 100 }).toBe(true);

    const rows = await storedRows();
    const stored = rows.map(({ row }) => row).join('\n');
    for (const [what, value] of Object.entries(CANARIES)) expect(stored.includes(value), `${what} reached System Logs`).toBe(false);
    // What the screen answers comes from the same rows.
    const answer = await t.call('getlogs', { limit: 1000 }, superToken);
    for (const [what, value] of Object.entries(CANARIES)) expect(answer.body.includes(value), `${what} reached getlogs`).toBe(false);

    // The requests were captured, so that the absence of the canaries means something.
    const audits = rows.filter(({ message }) => message.startsWith('audit ')).map(({ message }) => message);
    expect(audits).toEqual(expect.arrayContaining(['audit authLogin error', 'audit resetPassword error', 'audit createUpdateNetsapien ok', 'audit createUpdateWhiteLabel ok']));
    for (const url of [
      `/provisioning/account?${login}&cloud_password=[redacted]&password=[redacted]`,
      '/qr/[redacted]',
      '/resetPassword?ref=[redacted]',
    ]) {
      expect(rows.some(({ row }) => row.includes(JSON.stringify(url).slice(1, -1))), url).toBe(true);
    }
    expect(rows.some(({ fields }) => fields.includes('"url": "/provisioning/account"') && fields.includes('"method": "POST"'))).toBe(true);
  });

  it("withholds credentials that a record of the product's own logger carries, by field name and by look", async () => {
    const secrets = { header: canary('header'), field: canary('field'), smtp: canary('smtpurl'), bearer: canary('bearer'), url: canary('url'), nested: canary('nested') };
    app.t.app.log.info({ headers: { token: secrets.header, 'user-agent': 'phone' }, cloud_password: secrets.field, cloudId: 'acme' }, 'careless record');
    app.t.app.log.error({ err: new Error(`connect smtp://mailer:${secrets.smtp}@smtp.example:587 failed`), cloudId: 'acme' }, 'careless error');
    app.t.app.log.warn({ detail: `sent Authorization: Bearer ${secrets.bearer}`, next: `/provisioning/account?cloud_password=${secrets.url}`, body: { user: { superpass: secrets.nested } } }, 'careless warning');
    await expect.poll(async () => (await storedRows()).filter(({ message }) => message.startsWith('careless ')).length, { timeout: 10_000, interval: 100 }).toBe(3);
    const stored = (await storedRows()).filter(({ message }) => message.startsWith('careless ')).map(({ row }) => row).join('\n');
    for (const [what, value] of Object.entries(secrets)) expect(stored.includes(value), what).toBe(false);
    expect(stored).toContain('phone');
    expect(stored).toContain('smtp://mailer:[redacted]@smtp.example:587');
  });
});
