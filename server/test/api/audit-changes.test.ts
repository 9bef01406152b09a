import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../helper.js';
import { auditEntry } from '../support/audit-entries.js';
import { usePlatformApp } from '../support/platform-app.js';
import { tenantIdOf, useSignIns } from '../support/test-app.js';
import { png, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

// What System Logs tells a support engineer who searches for a thing's name: who changed it, and
// what, old and new, where a secret or an image shows only that it changed.
const app = usePlatformApp({ PER_USER_LIMIT_FACTOR: '100' });
const tokens = useSignIns(app, { superAdmin: 'superAdmin', acmeAdmin: 'acmeAdmin', acmeSimple: 'acmeSimple' });

describe('the audit entry of a white label save', () => {
  it('names the tenant, tells each changed setting old and new, and the password and a logo only as changed', async () => {
    const acmeId = await tenantIdOf(app.t, 'acme');
    const target = `whiteLabel:subscriber:${acmeId}`;
    const first = await saveWhiteLabel(app.t, tokens.superAdmin, wlFields(acmeId));
    expect(first.statusCode, first.body).toBe(200);
    const second = await saveWhiteLabel(app.t, tokens.superAdmin, [...wlFields(acmeId, { park_upper_limit: '7050', email_password: 'audit-mail-pass-2' }), png('dashboard_logo')]);
    expect(second.statusCode, second.body).toBe(200);

    const entry = await auditEntry(app.t, tokens.superAdmin, { call: 'createUpdateWhiteLabel', target, search: 'acme', count: 2 });
    expect(entry['Action User']).toBe('admin');
    expect(entry.subject).toEqual({ kind: 'whiteLabel', name: 'acme' });
    expect(entry.changes).toEqual([
      { field: 'park_upper_limit', from: 7099, to: 7050 },
      { field: 'dashboard_logo', changed: true },
      { field: 'email_password', changed: true },
    ]);
    expect(JSON.stringify(entry)).not.toContain('audit-mail-pass-2');
  });
});

describe('the audit entries of the Region screens', () => {
  it('tell the SMS/MMS permitted list old and new, under the tenant', async () => {
    const saved = await app.t.call('checkUncheckDomains', { domains: ['acme.demo'] }, tokens.acmeAdmin);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = await auditEntry(app.t, tokens.acmeAdmin, { call: 'checkUncheckDomains', target: 'sms-permission:acme', search: 'acme' });
    expect(entry.subject).toEqual({ kind: 'smsPermission', name: 'acme' });
    expect(entry.changes).toEqual([{ field: 'permitted', from: 'acme-branch.demo, acme.demo', to: 'acme.demo' }]);
  });

  it('tell a core marked down, found by the core', async () => {
    const cores = (await app.t.call('getCoresInfo', {}, tokens.acmeAdmin)).json() as Array<{ region: string; core: string; down: boolean }>;
    const core = cores.find((row) => !row.down);
    if (!core) throw new Error('the simulator has no core that is up');
    const toggled = await app.t.call('toggleCores', { region: core.region, core: core.core, toggleValue: true }, tokens.acmeAdmin);
    expect(toggled.statusCode, toggled.body).toBe(200);
    const entry = await auditEntry(app.t, tokens.acmeAdmin, { call: 'toggleCores', target: `core:acme/${core.core}`, search: core.core });
    expect(entry.subject).toEqual({ kind: 'core', name: core.core });
    expect(entry.changes).toEqual([{ field: `core ${core.core}`, from: 'up', to: 'down' }]);
  });
});

describe('the audit entry of a template change', () => {
  it('names the template, tells its name and subject old and new and its body only as changed, and is found by the old name', async () => {
    const created = await app.t.call('templateCreateUpdate', { name: 'Audit reminder', subject: 'Hi', body: 'Hello' }, tokens.acmeAdmin);
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { template: { id: number } }).template.id;
    const changed = await app.t.call('templateCreateUpdate', { id, name: 'Welcome back', subject: 'Hello there', body: 'Hello LINK_HERE' }, tokens.acmeAdmin);
    expect(changed.statusCode, changed.body).toBe(200);

    const entry = await auditEntry(app.t, tokens.acmeAdmin, { call: 'templateCreateUpdate', target: `template:${id}`, search: 'Audit reminder', count: 2 });
    expect(entry.subject).toEqual({ kind: 'template', name: 'Welcome back' });
    expect(entry.changes).toEqual([
      { field: 'name', from: 'Audit reminder', to: 'Welcome back' },
      { field: 'subject', from: 'Hi', to: 'Hello there' },
      { field: 'body', changed: true },
    ]);
  });
});

describe('the audit entry of a password change', () => {
  it('names the own account and tells only that the password changed', async () => {
    const { id } = (await app.t.call('getProfileDetails', {}, tokens.acmeSimple)).json() as { id: number };
    const done = await app.t.call('changePassword', { old_password: DEMO_PASSWORD, new_password: 'audit-new-pass-3' }, tokens.acmeSimple);
    expect(done.statusCode, done.body).toBe(200);
    const token = (done.json() as { Token: string }).Token;

    const entry = await auditEntry(app.t, token, { call: 'changePassword', target: `user:${id}`, search: 'acme-simple' });
    expect(entry.subject).toEqual({ kind: 'user', name: 'acme-simple' });
    expect(entry.changes).toEqual([{ field: 'password', changed: true }]);
    expect(JSON.stringify(entry)).not.toContain('audit-new-pass-3');
    expect(JSON.stringify(entry)).not.toContain(DEMO_PASSWORD);
  });
});
