import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants, whiteLabels } from '../../src/db/schema.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { refusedOnField } from '../support/field-refusals.js';
import { useTestApp } from '../support/test-app.js';
import { REQUIRED_LOGOS, freshTenant, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

const RETYPE = 'Type this password again: the mail server or its username has changed';
const app = useTestApp();
const rowOf = async (id: number) => (await app.t.database.db.select().from(whiteLabels).where(eq(whiteLabels.tenantId, id)))[0];
const versionOf = async (id: number) => (await app.t.database.db.select().from(tenants).where(eq(tenants.id, id)))[0]!.configVersion;
const opened = (sealed: string | null | undefined) => secretBoxFor(app.t.config).open(sealed ?? '');

/** A tenant with a saved white label: mail server smtp.acme.example:587, user mailer@acme.example, password mail-pass-1. */
async function tenantWithMailServer(cloudId: string): Promise<{ id: number; save: (overrides: Record<string, string>) => ReturnType<typeof saveWhiteLabel> }> {
  const id = await freshTenant(app.t, app.superToken, cloudId);
  const admin_base_url = `https://${cloudId}.example`;
  const created = await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url }), ...REQUIRED_LOGOS]);
  expect(created.statusCode, created.body).toBe(200);
  return { id, save: (overrides) => saveWhiteLabel(app.t, app.superToken, wlFields(id, { admin_base_url, ...overrides })) };
}

describe('createUpdateWhiteLabel: the stored mail password goes only to the mail server it was stored for', () => {
  let tenant: Awaited<ReturnType<typeof tenantWithMailServer>>;
  beforeAll(async () => {
    tenant = await tenantWithMailServer('retype-co');
  });

  it('refuses a new host, port or username with the password left empty, on the password field, and writes nothing', async () => {
    const before = { row: await rowOf(tenant.id), version: await versionOf(tenant.id) };
    const changes: Array<Record<string, string>> = [{ email_host: 'smtp.collector.example' }, { email_port: '2525' }, { email_username: 'someone-else@acme.example' }];
    for (const change of changes) {
      const answer = await tenant.save({ ...change, email_password: '' });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json()).toEqual(refusedOnField('email_password', RETYPE, 'retypeMailSecret'));
    }
    expect(await rowOf(tenant.id)).toEqual(before.row);
    expect(before.row).toMatchObject({ emailHost: 'smtp.acme.example', emailPort: 587, emailUsername: 'mailer@acme.example' });
    expect(opened(before.row?.emailPasswordSealed)).toBe('mail-pass-1');
    expect(await versionOf(tenant.id)).toBe(before.version);
  });

  it('keeps the stored password for the same server, whatever the case of its name, while other fields change', async () => {
    const sealed = (await rowOf(tenant.id))?.emailPasswordSealed;
    const answer = await tenant.save({ email_host: 'SMTP.Acme.Example', email_password: '', email_from: 'hello@acme.example', email_encryption: 'ssl' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await rowOf(tenant.id)).toMatchObject({ emailHost: 'SMTP.Acme.Example', emailFrom: 'hello@acme.example', emailEncryption: 'ssl', emailPasswordSealed: sealed });
  });

  it('saves a new mail server, port and username with the password typed again', async () => {
    const answer = await tenant.save({ email_host: 'smtp.moved.example', email_port: '465', email_username: 'relay', email_password: 'moved-pass' });
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await rowOf(tenant.id);
    expect(row).toMatchObject({ emailHost: 'smtp.moved.example', emailPort: 465, emailUsername: 'relay' });
    expect(opened(row?.emailPasswordSealed)).toBe('moved-pass');
  });
});
