import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainSettings, smsDomains } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, elementsOf, portalPassword, provision } from '../support/provisioning.js';

// The SMS/MMS Domain's Permission screen (document 2 §2): the domains whose app users may send messages.
const app = usePlatformApp({ PER_USER_LIMIT_FACTOR: '100' });
const tokens = { acme: '', support: '', superAdmin: '' };
beforeAll(async () => {
  tokens.acme = await app.t.login('acme', 'acme-admin');
  tokens.support = await app.t.login('acme', 'acme-support');
  tokens.superAdmin = await app.t.login('demo', 'admin');
});

const checked = async (token = tokens.acme, body: Record<string, unknown> = {}) => {
  const response = await app.t.call('getDomainsChecked', body, token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Array<{ domain: string }>).map((row) => row.domain);
};
const save = (domains: unknown, token = tokens.acme, extra: Record<string, unknown> = {}) => app.t.call('checkUncheckDomains', { domains, ...extra }, token);
const versionOf = async (domain: string) => {
  const [row] = await app.t.database.db.select().from(domainSettings).where(and(eq(domainSettings.cloudId, 'acme'), eq(domainSettings.domain, domain)));
  return row?.configVersion ?? 0;
};

describe('the SMS/MMS permission', () => {
  it('lists the checked domains (every demo domain), and saves a new set: a new version for the domains that changed', async () => {
    expect(await checked()).toEqual(['acme-branch.demo', 'acme.demo']);
    const [acme, branch] = [await versionOf('acme.demo'), await versionOf('acme-branch.demo')];
    const response = await save(['acme.demo', 'acme.demo'], tokens.acme, { username: 'someone-else', user_id: 999 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'SMS/MMS permission saved. Domains that may send messages: 1', message_id: 'smsPermissionSaved', domains: ['acme-branch.demo'] });
    expect(await checked()).toEqual(['acme.demo']);
    expect([await versionOf('acme.demo'), await versionOf('acme-branch.demo')]).toEqual([acme, branch + 1]);
    expect((await save(['acme.demo', 'acme-branch.demo'])).json()).toMatchObject({ domains: ['acme-branch.demo'] });
    // Who allowed it: the session's user, whatever the payload says.
    const [row] = await app.t.database.db.select().from(smsDomains).where(and(eq(smsDomains.cloudId, 'acme'), eq(smsDomains.domain, 'acme-branch.demo')));
    expect(row?.changedBy).toBe('acme-admin');
  });

  it("refuses another tenant's domain and keeps the saved set whole", async () => {
    const response = await save(['acme.demo', 'globex.demo']);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('The domain globex.demo does not belong to this tenant.');
    expect(await checked()).toEqual(['acme-branch.demo', 'acme.demo']);
  });

  it('refuses a missing or malformed list naming the field, and support users', async () => {
    expect((await save(undefined)).json().fieldErrors).toEqual({ domains: 'Give the list of domains that may send SMS/MMS' });
    expect((await save('acme.demo')).json().fieldErrors).toEqual({ domains: 'Give the list of domains that may send SMS/MMS' });
    expect((await save(['acme.demo'], tokens.support)).statusCode).toBe(403);
    expect(await checked()).toEqual(['acme-branch.demo', 'acme.demo']);
  });

  it("lets the super tenant save another tenant's set by its cloud id", async () => {
    expect((await save([], tokens.superAdmin, { cloud_id: 'globex' })).json()).toMatchObject({ domains: ['globex.demo'] });
    expect(await checked(tokens.superAdmin, { cloud_id: 'globex' })).toEqual([]);
    expect(await checked()).toEqual(['acme-branch.demo', 'acme.demo']);
    await save(['globex.demo'], tokens.superAdmin, { cloud_id: 'globex' });
  });

  it("takes messaging away from a domain's apps when it is unchecked, and the preview says why", async () => {
    await allowExtension(app.t, 'acme.demo', '1017');
    await app.t.call('toggleDomainLevlTextable', { domain: 'acme.demo', check: true }, tokens.acme);
    const first = await provision(app.t, { cloud_id: 'acme', cloud_username: '1017@acme.demo', cloud_password: portalPassword('1017', 'acme.demo') });
    const account = elementsOf(first.body);
    expect(account).toMatchObject({ mamt_textable: '1', allowMessage: '1' });
    expect(account.mamt_smsNumbers).toBeDefined();
    const again = async () => elementsOf((await provision(app.t, { cloud_id: 'acme', cloud_username: '1017@acme.demo', cloud_password: account.cloud_password! })).body);

    await save(['acme-branch.demo']);
    const now = await again();
    expect(now).toMatchObject({ mamt_textable: '0', allowMessage: '0' });
    expect(now.mamt_smsNumbers).toBeUndefined();
    expect(now.mamt_textableName).toBe('Acme Texting');
    const preview = await app.t.call('previewAccount', { domain: 'acme.demo', extension: '1017' }, tokens.support);
    const textable = (preview.json() as { values: Array<{ element: string; note?: string }> }).values.find((value) => value.element === 'mamt_textable');
    expect(textable).toEqual({ element: 'mamt_textable', value: '0', source: 'domain', note: "Off: the domain is not allowed to send SMS/MMS (SMS/MMS Domain's Permission)" });

    await save(['acme.demo', 'acme-branch.demo']);
    expect(await again()).toMatchObject({ mamt_textable: '1', allowMessage: '1' });
    await app.t.call('toggleDomainLevlTextable', { domain: 'acme.demo', check: false }, tokens.acme);
  });
});
