import { createSimulator, type Simulator } from '@mamt/netsapiens-simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { seedDemoConnections } from '../../src/db/seed/seed-demo-connections.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
let simulator: Simulator;
const tokens: Record<'admin' | 'support' | 'simple' | 'super', string> = { admin: '', support: '', simple: '', super: '' };

beforeAll(async () => {
  simulator = createSimulator();
  const url = await simulator.listen(0);
  t = await buildTestApp({ NETSAPIENS_TIMEOUT_MS: '500' });
  await seedDemoConnections(t.database.db, secretBoxFor(t.config), url);
  tokens.admin = await t.login('acme', 'acme-admin');
  tokens.support = await t.login('acme', 'acme-support');
  tokens.simple = await t.login('acme', 'acme-simple');
  tokens.super = await t.login('demo', 'admin');
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});
beforeEach(() => simulator.control.clearFaults());

/** Each toggle: its read, its write, its name in the combined read, and the read's "off" message. */
const TOGGLES = [
  { read: 'checkProvisioningDomain', write: 'checkUncheckProvisioningDomain', field: 'provisioning', off: ['provisioningOff', 'Provisioning is off for this domain'] },
  { read: 'getQuickDialDomain', write: 'toggleDomainLevlQuickDial', field: 'quick_dial', off: ['quickDialOff', 'Quick dial is off for this domain'] },
  { read: 'getRecordingDomain', write: 'toggleDomainLevlRecording', field: 'recording', off: ['recordingOff', 'Recording is off for this domain'] },
  { read: 'getTextableDomain', write: 'toggleDomainLevlTextable', field: 'textable', off: ['textableOff', 'Textable is off for this domain'] },
] as const;

const settingsOf = async (domain: string) => (await t.call('getDomainSettings', { domain }, tokens.admin)).json();
const spec = (domain: string, extra: Record<string, unknown> = {}) => ({ cloud_id: 'acme', domain, user_id: 1, username: 'someone', ...extra });

describe('domain toggles', () => {
  for (const toggle of TOGGLES) {
    it(`${toggle.write}: off reads 404 with its message, on reads 200, each change raises the version`, async () => {
      const domain = 'acme.demo';
      const off = await t.call(toggle.read, spec(domain), tokens.simple);
      expect(off.statusCode).toBe(404);
      expect(off.json()).toMatchObject({ code: 'NOT_FOUND', messageId: toggle.off[0], message: toggle.off[1] });

      const version = (await settingsOf(domain)).config_version;
      const on = await t.call(toggle.write, spec(domain, { check: 'yes' }), tokens.admin);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ message: 'Successfully Saved!', settings: { [toggle.field]: true, config_version: version + 1 } });
      for (const token of [tokens.admin, tokens.support, tokens.simple]) {
        const read = await t.call(toggle.read, spec(domain), token);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual({ enabled: true });
      }
      expect(await settingsOf(domain)).toMatchObject({ [toggle.field]: true, config_version: version + 1 });

      const back = await t.call(toggle.write, spec(domain, { check: false }), tokens.admin);
      expect(back.json()).toMatchObject({ settings: { [toggle.field]: false, config_version: version + 2 } });
      expect((await t.call(toggle.read, spec(domain), tokens.admin)).statusCode).toBe(404);
      // A setting belongs to one domain: the tenant's other domain is untouched.
      expect((await settingsOf('acme-branch.demo'))[toggle.field]).toBe(false);
    });

    it(`${toggle.write}: support and simple users are refused by the access rule, a bad check is a 400`, async () => {
      for (const token of [tokens.support, tokens.simple]) {
        const refused = await t.call(toggle.write, spec('acme.demo', { check: true }), token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ messageId: 'notAllowed' });
      }
      expect((await settingsOf('acme.demo'))[toggle.field]).toBe(false);
      const bad = await t.call(toggle.write, spec('acme.demo', { check: 'perhaps' }), tokens.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fieldErrors: { check: 'Choose yes or no' } });
    });
  }

  it("refuses another tenant's domain to a tenant admin; the super tenant acts on it without naming its cloud id", async () => {
    const foreign = await t.call('toggleDomainLevlQuickDial', { domain: 'globex.demo', check: true }, tokens.admin);
    expect(foreign.statusCode).toBe(403);
    expect((await t.call('getQuickDialDomain', { domain: 'globex.demo' }, tokens.admin)).statusCode).toBe(403);
    expect((await t.call('toggleDomainLevlQuickDial', { domain: 'globex.demo', check: true }, tokens.super)).statusCode).toBe(200);
    expect((await t.call('getQuickDialDomain', { domain: 'globex.demo' }, tokens.super)).statusCode).toBe(200);
    const globex = await t.login('globex', 'globex-admin');
    expect((await t.call('getQuickDialDomain', { domain: 'globex.demo' }, globex)).statusCode).toBe(200);
  });

  it('audits every change with the domain it touched, and who acted (never the payload user)', async () => {
    await t.call('toggleDomainLevlRecording', spec('acme-branch.demo', { check: true, user_id: 4242 }), tokens.admin);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'toggleDomainLevlRecording'), eq(auditLog.target, 'domain:acme/acme-branch.demo')));
    expect(rows.at(-1)).toMatchObject({ username: 'acme-admin', cloudId: 'acme', result: 'ok' });
  });

  it('answers a clear 502 when the platform cannot confirm the domain is the tenant\'s', async () => {
    const fresh = await t.login('bigcorp', 'bigcorp-admin');
    simulator.control.setFaults({ hang: true, object: 'domain' });
    const response = await t.call('toggleDomainLevlQuickDial', { domain: 'bigcorp.demo', check: true }, fresh);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', messageId: 'platformTimeout' });
    simulator.control.clearFaults();
    expect((await t.call('getDomainSettings', { domain: 'bigcorp.demo' }, fresh)).json()).toMatchObject({ quick_dial: false, config_version: 0 });
  });
});
