import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { useSignIns } from '../support/test-app.js';

// The production read cache, so that repeated reads here cost the platform what they cost in use.
const app = usePlatformApp({ NETSAPIENS_CACHE_SECONDS: '30' });
const tokens = useSignIns(app, { admin: 'acmeAdmin', support: 'acmeSupport', simple: 'acmeSimple', super: 'superAdmin' });

/** Each toggle: its read, its write, its name in the combined read, and the read's "off" message. */
const TOGGLES = [
  { read: 'checkProvisioningDomain', write: 'checkUncheckProvisioningDomain', field: 'provisioning', off: ['provisioningOff', 'Provisioning is off for this domain'] },
  { read: 'getQuickDialDomain', write: 'toggleDomainLevlQuickDial', field: 'quick_dial', off: ['quickDialOff', 'Quick dial is off for this domain'] },
  { read: 'getRecordingDomain', write: 'toggleDomainLevlRecording', field: 'recording', off: ['recordingOff', 'Recording is off for this domain'] },
  { read: 'getTextableDomain', write: 'toggleDomainLevlTextable', field: 'textable', off: ['textableOff', 'Textable is off for this domain'] },
] as const;

const settingsOf = async (domain: string) => (await app.t.call('getDomainSettings', { domain }, tokens.admin)).json();
const spec = (domain: string, extra: Record<string, unknown> = {}) => ({ cloud_id: 'acme', domain, user_id: 1, username: 'someone', ...extra });

describe('domain toggles', () => {
  for (const toggle of TOGGLES) {
    it(`${toggle.write}: off reads 404 with its message, on reads 200, each change raises the version`, async () => {
      const domain = 'acme.demo';
      const off = await app.t.call(toggle.read, spec(domain), tokens.simple);
      expect(off.statusCode).toBe(404);
      expect(off.json()).toMatchObject({ code: 'NOT_FOUND', messageId: toggle.off[0], message: toggle.off[1] });

      const version = (await settingsOf(domain)).config_version;
      const on = await app.t.call(toggle.write, spec(domain, { check: 'yes' }), tokens.admin);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ message: 'Successfully Saved!', settings: { [toggle.field]: true, config_version: version + 1 } });
      for (const token of [tokens.admin, tokens.support, tokens.simple]) {
        const read = await app.t.call(toggle.read, spec(domain), token);
        expect(read.statusCode).toBe(200);
        expect(read.json()).toEqual({ enabled: true });
      }
      expect(await settingsOf(domain)).toMatchObject({ [toggle.field]: true, config_version: version + 1 });

      const back = await app.t.call(toggle.write, spec(domain, { check: false }), tokens.admin);
      expect(back.json()).toMatchObject({ settings: { [toggle.field]: false, config_version: version + 2 } });
      expect((await app.t.call(toggle.read, spec(domain), tokens.admin)).statusCode).toBe(404);
      // A setting belongs to one domain: the tenant's other domain is untouched.
      expect((await settingsOf('acme-branch.demo'))[toggle.field]).toBe(false);
    });

    it(`${toggle.write}: support and simple users are refused by the access rule, a bad check is a 400`, async () => {
      for (const token of [tokens.support, tokens.simple]) {
        const refused = await app.t.call(toggle.write, spec('acme.demo', { check: true }), token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ messageId: 'notAllowed' });
      }
      expect((await settingsOf('acme.demo'))[toggle.field]).toBe(false);
      const bad = await app.t.call(toggle.write, spec('acme.demo', { check: 'perhaps' }), tokens.admin);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fieldErrors: { check: 'Choose yes or no' } });
    });
  }

  it("refuses another tenant's domain to a tenant admin; the super tenant acts on it without naming its cloud id", async () => {
    const foreign = await app.t.call('toggleDomainLevlQuickDial', { domain: 'globex.demo', check: true }, tokens.admin);
    expect(foreign.statusCode).toBe(403);
    expect((await app.t.call('getQuickDialDomain', { domain: 'globex.demo' }, tokens.admin)).statusCode).toBe(403);
    expect((await app.t.call('toggleDomainLevlQuickDial', { domain: 'globex.demo', check: true }, tokens.super)).statusCode).toBe(200);
    expect((await app.t.call('getQuickDialDomain', { domain: 'globex.demo' }, tokens.super)).statusCode).toBe(200);
    const globex = await app.t.login('globex', 'globex-admin');
    expect((await app.t.call('getQuickDialDomain', { domain: 'globex.demo' }, globex)).statusCode).toBe(200);
  });

  it('audits every change with the domain it touched, and who acted (never the payload user)', async () => {
    await app.t.call('toggleDomainLevlRecording', spec('acme-branch.demo', { check: true, user_id: 4242 }), tokens.admin);
    const rows = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'toggleDomainLevlRecording'), eq(auditLog.target, 'domain:acme/acme-branch.demo')));
    expect(rows.at(-1)).toMatchObject({ username: 'acme-admin', cloudId: 'acme', result: 'ok' });
  });

  it('answers a clear 502 when the platform cannot confirm the domain is the tenant\'s', async () => {
    const fresh = await app.t.login('bigcorp', 'bigcorp-admin');
    app.simulator.control.setFaults({ hang: true, object: 'domain' });
    const response = await app.t.call('toggleDomainLevlQuickDial', { domain: 'bigcorp.demo', check: true }, fresh);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', messageId: 'platformTimeout' });
    app.simulator.control.clearFaults();
    expect((await app.t.call('getDomainSettings', { domain: 'bigcorp.demo' }, fresh)).json()).toMatchObject({ quick_dial: false, config_version: 0 });
  });
});
