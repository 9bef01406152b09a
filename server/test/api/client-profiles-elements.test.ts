import { TENANT_EXTRA_ELEMENTS } from '@mamt/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';

// Extra raw elements that would make the app send its secrets elsewhere: what a tenant
// administrator may set, what the super tenant may set, and what nobody may.

const app = usePlatformApp();
const tokens = { acmeAdmin: '', superAdmin: '' };
beforeAll(async () => {
  tokens.acmeAdmin = await app.t.login('acme', 'acme-admin');
  tokens.superAdmin = await app.t.login('demo', 'admin');
});

const profile = (domain: string, extra_elements: unknown[]) => ({
  profilename: 'Acme SIP',
  cloud_id: 'acme',
  domain,
  outboundproxyenabled: 1,
  outboundproxyhost: 'sbc.acme.example',
  port: 5060,
  extra_elements,
});

type Answer = { id: number; fieldErrors?: Record<string, string> };
async function save(token: string, body: Record<string, unknown>): Promise<{ status: number; body: Answer }> {
  const response = await app.t.call('profileCreateUpdate', body, token);
  const answer = { status: response.statusCode, body: response.json() as Answer };
  if (answer.status === 200) await app.t.call('deleteProfile', { id: answer.body.id }, tokens.superAdmin);
  return answer;
}

const stored = () => app.t.database.db.select({ id: clientProfiles.id }).from(clientProfiles).where(eq(clientProfiles.cloudId, 'acme'));
const notForTenant = (name: string) =>
  `Element ${name} can be set only in a primary client profile; a domain or extension profile may set ${TENANT_EXTRA_ELEMENTS.join(', ')}`;
const secret = (placeholder: string) => `The value may not include ${placeholder}: the app would fill in an account secret`;

const REPORTED_NAMES = ['pushTokenReporterUrl', 'pushTokenReporterPostData', 'genericSmsSendUrl', 'userCallerId', 'sdesIncoming'];
const SECRET_VALUES: Array<[string, string]> = [
  ['%account[password]%', '%account[password]%'],
  ['user=%account[cloud_username]%&pass=%ACCOUNT[Cloud_Password]%', '%ACCOUNT[Cloud_Password]%'],
  ['auth=% account [ authPassword ] %', '% account [ authPassword ] %'],
  ['p=%Account[PASSWORD]', '%Account[PASSWORD]'],
  ['first=%password%', '%password%'],
];

describe('the extra raw elements of a client profile', () => {
  it('a tenant admin may set only the harmless ones, each refused one named on its row', async () => {
    for (const name of REPORTED_NAMES) {
      const answer = await save(tokens.acmeAdmin, profile('acme.demo', [{ name: 'codecOrder', value: '0,8' }, { name, value: 'https://collector.example/x' }]));
      expect([answer.status, answer.body.fieldErrors], name).toEqual([400, { 'extra_elements.1.name': notForTenant(name) }]);
    }
    // An extension profile keeps to the same list.
    const extension = await save(tokens.acmeAdmin, { ...profile('acme.demo', [{ name: 'pushTokenReporterUrl', value: 'https://x.example' }]), extension: '1002' });
    expect(extension.body.fieldErrors).toEqual({ 'extra_elements.0.name': notForTenant('pushTokenReporterUrl') });
    expect(await stored()).toEqual([]);

    const harmless = TENANT_EXTRA_ELEMENTS.map((name) => ({ name, value: '1' }));
    expect((await save(tokens.acmeAdmin, profile('acme.demo', harmless))).status).toBe(200);
  });

  it('nobody may set a value that expands an account secret, in any case and with spaces', async () => {
    for (const [value, placeholder] of SECRET_VALUES) {
      for (const [token, domain, name] of [[tokens.acmeAdmin, 'acme.demo', 'voiceMailNumber'], [tokens.superAdmin, '', 'pushTokenReporterPostData']] as const) {
        const answer = await save(token, profile(domain, [{ name, value }]));
        expect([answer.status, answer.body.fieldErrors], `${name} ${value}`).toEqual([400, { 'extra_elements.0.value': secret(placeholder) }]);
      }
    }
    expect(await stored()).toEqual([]);
  });

  it('the super tenant may set other elements in the primary profile, with plain values', async () => {
    const elements = [
      { name: 'pushTokenReporterUrl', value: 'https://push.example.net/report?user=%account[cloud_username]%' },
      { name: 'userCallerId', value: '+15550100' },
    ];
    const answer = await app.t.call('profileCreateUpdate', profile('', elements), tokens.superAdmin);
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = (await app.t.call('profileDetail', { id: answer.json().id }, tokens.superAdmin)).json();
    expect(detail.extra_elements).toEqual(elements);
    await app.t.call('deleteProfile', { id: answer.json().id }, tokens.superAdmin);
    // A domain profile is the tenant's to change, so it keeps to the tenant's list whoever saves it.
    const domain = await save(tokens.superAdmin, profile('acme.demo', [elements[0]]));
    expect(domain.body.fieldErrors).toEqual({ 'extra_elements.0.name': notForTenant('pushTokenReporterUrl') });
  });
});
