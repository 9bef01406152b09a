import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainSettings, tenants } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { useSignIns } from '../support/test-app.js';

const app = usePlatformApp();
const tokens = useSignIns(app, { superAdmin: 'superAdmin', acmeAdmin: 'acmeAdmin', globexAdmin: 'globexAdmin', acmeSupport: 'acmeSupport', acmeSimple: 'acmeSimple' });

const fields = (extra: Record<string, unknown> = {}) => ({
  profilename: 'Acme SIP',
  cloud_id: 'acme',
  outboundproxyenabled: '1',
  outboundproxyhost: 'sbc.acme.example',
  port: 5061,
  ...extra,
});

async function save(token: string, body: Record<string, unknown>) {
  const response = await app.t.call('profileCreateUpdate', body, token);
  return { status: response.statusCode, body: response.json() as { id: number; message: string; messageId?: string; message_id?: string; fieldErrors?: Record<string, string> } };
}

async function tenantVersion(cloudId: string): Promise<number> {
  const [row] = await app.t.database.db.select({ v: tenants.configVersion }).from(tenants).where(eq(tenants.cloudId, cloudId));
  return row?.v ?? -1;
}

async function domainVersion(cloudId: string, domain: string): Promise<number> {
  const [row] = await app.t.database.db
    .select({ v: domainSettings.configVersion })
    .from(domainSettings)
    .where(and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.domain, domain)));
  return row?.v ?? 0;
}

describe('the primary client profile (the super tenant keeps it)', () => {
  it('is created, read, changed and deleted by the super tenant, raising the tenant version each time', async () => {
    const before = await tenantVersion('acme');
    const created = await save(tokens.superAdmin, fields({ expires: '60', dtmforder: 'info,rfc2833' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe('Client profile created successfully');
    expect(await tenantVersion('acme')).toBe(before + 1);

    const detail = (await app.t.call('profileDetail', { id: created.body.id }, tokens.superAdmin)).json();
    expect(detail).toMatchObject({
      id: created.body.id,
      profilename: 'Acme SIP',
      cloud_id: 'acme',
      company: 'Acme Telecom',
      level: 'primary',
      domain: '',
      extension: '',
      transport: 'udp',
      outboundproxyenabled: 1,
      pushblockreg: 0,
      port: 5061,
      expires: 60,
      ringingtone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
      dtmforder: 'info,rfc2833',
      extra_elements: [],
    });

    const updated = await save(tokens.superAdmin, { ...fields({ id: created.body.id, transport: 'tls', expires: '' }) });
    expect(updated.body.message).toBe('Client profile updated successfully');
    expect(await tenantVersion('acme')).toBe(before + 2);
    expect((await app.t.call('profileDetail', { id: created.body.id }, tokens.acmeAdmin)).json()).toMatchObject({ transport: 'tls', expires: null });

    // The super tenant sees every tenant's primary profile with its company; a tenant only its own.
    const globex = await save(tokens.superAdmin, fields({ cloud_id: 'globex', profilename: 'Globex SIP' }));
    const all = (await app.t.call('profileSummary', {}, tokens.superAdmin)).json() as Array<{ id: number; company: string }>;
    expect(all.map((row) => row.company)).toEqual(expect.arrayContaining(['Acme Telecom', 'Globex Corp']));
    const own = (await app.t.call('profileSummary', {}, tokens.acmeAdmin)).json() as Array<{ id: number }>;
    expect(own.map((row) => row.id)).toEqual([created.body.id]);
    expect(((await app.t.call('profileSummary', { cloud_id: 'globex' }, tokens.superAdmin)).json() as Array<{ id: number }>).map((r) => r.id)).toEqual([globex.body.id]);

    // One primary profile per tenant.
    const twice = await save(tokens.superAdmin, fields({ profilename: 'Second' }));
    expect(twice.status).toBe(400);
    expect(twice.body.fieldErrors).toEqual({ subscriber_id: 'This subscriber already has a primary client profile' });

    const removed = await app.t.call('deleteProfile', { id: created.body.id }, tokens.superAdmin);
    expect(removed.json().message).toBe('Record Deleted');
    expect(await tenantVersion('acme')).toBe(before + 3);
    expect((await app.t.call('profileDetail', { id: created.body.id }, tokens.superAdmin)).statusCode).toBe(404);
    await app.t.call('deleteProfile', { id: globex.body.id }, tokens.superAdmin);
  });

  it('refuses a tenant admin who creates, edits or deletes it, also by turning a domain profile into one or back', async () => {
    const primary = await save(tokens.superAdmin, fields());
    const before = await tenantVersion('acme');

    const create = await save(tokens.acmeAdmin, fields({ profilename: 'Mine' }));
    expect([create.status, create.body.message]).toEqual([403, "Only the provider's Engineering Support can edit this record"]);
    const edit = await save(tokens.acmeAdmin, fields({ id: primary.body.id, profilename: 'Changed' }));
    expect([edit.status, edit.body.messageId]).toEqual([403, 'engineeringSupportEdit']);
    const toDomain = await save(tokens.acmeAdmin, fields({ id: primary.body.id, domain: 'acme.demo' }));
    expect(toDomain.status).toBe(403);
    const remove = await app.t.call('deleteProfile', { id: primary.body.id }, tokens.acmeAdmin);
    expect([remove.statusCode, remove.json().message]).toEqual([403, "Only the provider's Engineering Support can delete this record"]);

    const domainProfile = await save(tokens.acmeAdmin, fields({ domain: 'acme.demo' }));
    expect(domainProfile.status).toBe(200);
    const toPrimary = await save(tokens.acmeAdmin, fields({ id: domainProfile.body.id, domain: '' }));
    expect([toPrimary.status, toPrimary.body.messageId]).toEqual([403, 'engineeringSupportEdit']);

    expect(await tenantVersion('acme')).toBe(before);
    expect((await app.t.call('profileDetail', { id: primary.body.id }, tokens.acmeAdmin)).json()).toMatchObject({ profilename: 'Acme SIP', domain: '' });
    await app.t.call('deleteProfile', { id: domainProfile.body.id }, tokens.acmeAdmin);
    await app.t.call('deleteProfile', { id: primary.body.id }, tokens.superAdmin);
  });
});

describe('domain and extension profiles (the tenant admins keep them)', () => {
  it('raise the domain version on create, change and delete, and list by level', async () => {
    const before = await domainVersion('acme', 'acme.demo');
    const tenantBefore = await tenantVersion('acme');
    const domainProfile = await save(tokens.acmeAdmin, fields({ domain: 'acme.demo', dtmforder: 'audio' }));
    expect(domainProfile.status, JSON.stringify(domainProfile.body)).toBe(200);
    const extension = await save(tokens.acmeAdmin, fields({ domain: 'acme.demo', extension: '1001', profilename: '1001 SIP' }));
    expect(extension.status, JSON.stringify(extension.body)).toBe(200);
    expect(await domainVersion('acme', 'acme.demo')).toBe(before + 2);
    expect(await tenantVersion('acme')).toBe(tenantBefore);

    const domains = (await app.t.call('profileForDomainsSummary', { cloud_id: 'acme' }, tokens.acmeAdmin)).json() as Array<{ id: number; level: string }>;
    expect(domains.map((row) => [row.id, row.level])).toEqual([[domainProfile.body.id, 'domain']]);
    const extensions = (await app.t.call('profileForExtensionsSummary', { domain: 'acme.demo' }, tokens.acmeAdmin)).json() as Array<{ id: number; extension: string; level: string }>;
    expect(extensions.map((row) => [row.id, row.extension, row.level])).toEqual([[extension.body.id, '1001', 'extension']]);
    expect((await app.t.call('profileForDomainsSummary', { cloud_id: 'acme' }, tokens.superAdmin)).json()).toHaveLength(1);
    expect((await app.t.call('profileForDomainsSummary', {}, tokens.globexAdmin)).json()).toEqual([]);

    // Moving the extension profile to the other domain raises both domains.
    const branchBefore = await domainVersion('acme', 'acme-branch.demo');
    const moved = await save(tokens.acmeAdmin, fields({ id: extension.body.id, domain: 'acme-branch.demo', extension: '1001' }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await domainVersion('acme', 'acme.demo')).toBe(before + 3);
    expect(await domainVersion('acme', 'acme-branch.demo')).toBe(branchBefore + 1);

    const twice = await save(tokens.acmeAdmin, fields({ domain: 'acme.demo', profilename: 'Again' }));
    expect([twice.status, twice.body.fieldErrors]).toEqual([400, { domain: 'Domain acme.demo already has a client profile' }]);
    const sameExtension = await save(tokens.acmeAdmin, fields({ domain: 'acme-branch.demo', extension: '1001' }));
    expect(sameExtension.body.fieldErrors).toEqual({ extension: 'Extension 1001 of domain acme-branch.demo already has a client profile' });

    expect((await app.t.call('deleteProfile', { id: domainProfile.body.id }, tokens.acmeAdmin)).statusCode).toBe(200);
    expect(await domainVersion('acme', 'acme.demo')).toBe(before + 4);
    expect((await app.t.call('deleteProfile', { id: extension.body.id }, tokens.acmeAdmin)).statusCode).toBe(200);
  });

  it('keep tenants apart and admit admins only', async () => {
    const globex = await save(tokens.globexAdmin, fields({ cloud_id: 'globex', domain: 'globex.demo' }));
    expect(globex.status, JSON.stringify(globex.body)).toBe(200);
    // Another tenant's record is unknown, its domain and its cloud id refused.
    expect((await app.t.call('profileDetail', { id: globex.body.id }, tokens.acmeAdmin)).statusCode).toBe(404);
    expect((await app.t.call('deleteProfile', { id: globex.body.id }, tokens.acmeAdmin)).statusCode).toBe(404);
    expect((await save(tokens.acmeAdmin, fields({ id: globex.body.id, domain: 'acme.demo' }))).status).toBe(404);
    expect((await save(tokens.acmeAdmin, fields({ domain: 'globex.demo' }))).status).toBe(403);
    expect((await save(tokens.acmeAdmin, fields({ cloud_id: 'globex', domain: 'globex.demo' }))).status).toBe(403);
    expect((await app.t.call('profileForExtensionsSummary', { domain: 'globex.demo' }, tokens.acmeAdmin)).statusCode).toBe(403);
    // Naming the other tenant by subscriber id is refused as well.
    const list = (await app.t.call('subscriberList', {}, tokens.superAdmin)).json() as Array<{ id: number; cloud_id: string }>;
    const globexId = list.find((row) => row.cloud_id === 'globex')?.id;
    const bySubscriber = await save(tokens.acmeAdmin, { ...fields({ domain: 'globex.demo' }), cloud_id: undefined, subscriber_id: globexId });
    expect(bySubscriber.status).toBe(403);
    // ...and answered as an unknown subscriber id, alone or beside the caller's own cloud id: the answer does not tell that it exists.
    for (const cloudId of [undefined, 'acme']) {
      const other = await save(tokens.acmeAdmin, fields({ cloud_id: cloudId, domain: 'acme.demo', subscriber_id: globexId }));
      const unknown = await save(tokens.acmeAdmin, fields({ cloud_id: cloudId, domain: 'acme.demo', subscriber_id: 999999 }));
      expect(other, String(cloudId)).toEqual(unknown);
      expect([other.status, other.body.fieldErrors], String(cloudId)).toEqual([400, { subscriber_id: 'Choose an existing subscriber' }]);
    }
    // Support and simple users have no client profiles at all.
    for (const token of [tokens.acmeSupport, tokens.acmeSimple]) {
      expect((await app.t.call('profileSummary', {}, token)).statusCode).toBe(403);
      expect((await save(token, fields({ domain: 'acme.demo' }))).status).toBe(403);
    }
    // The super tenant may name the subscriber by id only.
    const bySuper = await save(tokens.superAdmin, { ...fields({ domain: 'acme.demo' }), cloud_id: undefined, subscriber_id: String(list.find((row) => row.cloud_id === 'acme')?.id) });
    expect(bySuper.status, JSON.stringify(bySuper.body)).toBe(200);
    expect((await app.t.call('profileDetail', { id: bySuper.body.id }, tokens.acmeAdmin)).json()).toMatchObject({ cloud_id: 'acme', domain: 'acme.demo' });
    const mismatch = await save(tokens.superAdmin, { ...fields({ domain: 'acme-branch.demo' }), subscriber_id: globexId });
    expect(mismatch.body.fieldErrors).toEqual({ subscriber_id: 'Cloud Id and Subscriber name different subscribers' });
    await app.t.call('deleteProfile', { id: bySuper.body.id }, tokens.superAdmin);
    await app.t.call('deleteProfile', { id: globex.body.id }, tokens.globexAdmin);
  });
});
