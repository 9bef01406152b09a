import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientProfiles, staticAccounts, tenants, whiteLabels } from '../../src/db/schema.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, elementsOf, errorOf, loginOf, portalPassword, provision, setDomain } from '../support/provisioning.js';

// What each layer of document 4 §1 adds to the Account XML: client profiles by level, the white
// label, static accounts. The console calls that store them have their own tests; here the rows are
// written directly so that only the merge is under test.

const app = usePlatformApp({ NETSAPIENS_TIMEOUT_MS: '2000' });
let token = '';
beforeAll(async () => {
  token = await app.t.login('demo', 'support');
});
beforeEach(async () => {
  const db = app.t.database.db;
  await db.delete(clientProfiles).where(eq(clientProfiles.cloudId, 'globex'));
  await db.delete(staticAccounts).where(eq(staticAccounts.cloudId, 'globex'));
  const [globex] = await db.select().from(tenants).where(eq(tenants.cloudId, 'globex'));
  await db.delete(whiteLabels).where(eq(whiteLabels.tenantId, globex!.id));
});

type Preview = { xml: string; values: Array<{ element: string; value: string; source: string }> };
async function preview(extension: string, domain = 'globex.demo'): Promise<Preview> {
  const response = await app.t.call('previewAccount', { cloud_id: 'globex', domain, extension }, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Preview;
}
const valueOf = (result: Preview, element: string) => {
  const found = result.values.find((value) => value.element === element);
  return found && { value: found.value, source: found.source };
};
/** Checks that each element has its value, taken from `source`. */
function expectFrom(result: Preview, source: string, values: Record<string, string>) {
  for (const [element, value] of Object.entries(values)) expect(valueOf(result, element), element).toEqual({ value, source });
}

type ProfileLevel = { domain?: string; extension?: string };
async function addProfile(level: ProfileLevel, values: Partial<typeof clientProfiles.$inferInsert>) {
  await app.t.database.db.insert(clientProfiles).values({
    cloudId: 'globex',
    domain: level.domain ?? '',
    extension: level.extension ?? '',
    profileName: `profile ${level.domain ?? 'primary'} ${level.extension ?? ''}`,
    transport: 'udp',
    outboundProxyEnabled: false,
    outboundProxyHost: 'sbc.globex.example',
    port: 5060,
    ringingTone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
    ...values,
  });
}

describe('client profiles in the Account XML', () => {
  it('gives the product defaults without any profile', async () => {
    const result = await preview('1001');
    expectFrom(result, 'default', { transport: 'udp', expires: '60', dtmfOrder: 'rfc2833,info,audio' });
    expect(valueOf(result, 'proxy')).toBeUndefined();
    expect(valueOf(result, 'mamt_sipHealthCheckPort')).toBeUndefined();
  });

  it('lets the extension profile win over the domain profile, and that one over the primary, value by value', async () => {
    await addProfile({}, { transport: 'tls', expires: 300, dtmfOrder: 'info,rfc2833', outboundProxyEnabled: true, outboundProxyHost: 'edge.globex.example:5080', pushBlockReg: true, extraElements: [{ name: 'keepAlive', value: '1' }, { name: 'codecOrder', value: '0,8' }] });
    await addProfile({ domain: 'globex.demo' }, { transport: 'tcp', port: 5070, extraElements: [{ name: 'codecOrder', value: '9,0' }] });
    await addProfile({ domain: 'globex.demo', extension: '1001' }, { transport: 'udp', expires: 120, ringingTone: 'periodic(sine(1000ms,2000,480Hz),silence(2000ms))' });

    const user = await preview('1001');
    expectFrom(user, 'extension', { transport: 'udp', expires: '120', ringingTone: 'periodic(sine(1000ms,2000,480Hz),silence(2000ms))', mamt_pushBlockReg: '0' });
    expectFrom(user, 'domain', { codecOrder: '9,0' });
    // dtmfOrder is left empty by the lower levels: the primary profile's.
    expectFrom(user, 'primary', { dtmfOrder: 'info,rfc2833', keepAlive: '1' });
    // The lowest profile has the outbound proxy off: no proxy at all.
    expect(valueOf(user, 'proxy')).toBeUndefined();

    const neighbour = await preview('1002');
    expectFrom(neighbour, 'domain', { transport: 'tcp', mamt_sipHealthCheckPort: '5070' });
    expectFrom(neighbour, 'primary', { expires: '300' });
    expect(elementsOf(neighbour.xml)).toMatchObject({ transport: 'tcp', expires: '300', codecOrder: '9,0', keepAlive: '1' });
  });

  it('sends the outbound proxy of the lowest profile while it is enabled', async () => {
    await addProfile({}, { outboundProxyEnabled: true, outboundProxyHost: 'edge.globex.example:5080' });
    expect(valueOf(await preview('1003'), 'proxy')).toEqual({ value: 'edge.globex.example:5080', source: 'primary' });
  });

  it('never sends a stored element that expands a secret, nor one a domain or extension profile may not carry', async () => {
    // Rows as an older version could have stored them, before the console refused them.
    await addProfile({}, { extraElements: [
      { name: 'pushTokenReporterUrl', value: 'https://push.example.net/report' },
      { name: 'pushTokenReporterPostData', value: 'user=%account[cloud_username]%&pass=%account[password]%' },
      { name: 'password', value: 'overridden' },
    ] });
    await addProfile({ domain: 'globex.demo' }, { extraElements: [
      { name: 'codecOrder', value: '9,0' },
      { name: 'genericSmsSendUrl', value: 'https://collector.example/sms' },
      { name: 'busyTone', value: 'x=% Account[ Cloud_Password ] %' },
    ] });
    await addProfile({ domain: 'globex.demo', extension: '1004' }, { extraElements: [{ name: 'userCallerId', value: '+15550100' }, { name: 'sdesIncoming', value: 'disabled' }, { name: 'keepAlive', value: '1' }] });
    await allowExtension(app.t, 'globex.demo', '1004', true, 'globex');

    const response = await provision(app.t, { cloud_id: 'globex', cloud_username: '1004@globex.demo', cloud_password: portalPassword('1004', 'globex.demo') });
    expect(response.statusCode, response.body).toBe(200);
    const account = elementsOf(response.body);
    expect(account).toMatchObject({ pushTokenReporterUrl: 'https://push.example.net/report', codecOrder: '9,0', keepAlive: '1' });
    for (const name of ['pushTokenReporterPostData', 'genericSmsSendUrl', 'busyTone', 'userCallerId', 'sdesIncoming']) expect(account[name], name).toBeUndefined();
    expect(response.body).not.toMatch(/%\s*account|overridden/i);
    expect(response.body.match(/<password>/g)).toHaveLength(1);
  });

  it("ignores another domain's and another tenant's profiles", async () => {
    await addProfile({ domain: 'elsewhere.demo' }, { transport: 'tls' });
    await app.t.database.db.insert(clientProfiles).values({ cloudId: 'acme', profileName: 'acme primary', transport: 'tcp', outboundProxyEnabled: false, outboundProxyHost: 'x', port: 5060, ringingTone: 'x' });
    try {
      expect(valueOf(await preview('1001'), 'transport')).toEqual({ value: 'udp', source: 'default' });
    } finally {
      await app.t.database.db.delete(clientProfiles).where(eq(clientProfiles.cloudId, 'acme'));
    }
  });
});

describe('the white label in the Account XML', () => {
  async function addWhiteLabel(values: Partial<typeof whiteLabels.$inferInsert>) {
    const [globex] = await app.t.database.db.select().from(tenants).where(eq(tenants.cloudId, 'globex'));
    await app.t.database.db.insert(whiteLabels).values({ tenantId: globex!.id, ...values });
  }

  it('sends none of its values for a tenant without one', async () => {
    const result = await preview('1001');
    expect(result.values.filter((value) => value.source === 'white label')).toEqual([]);
  });

  it('sends the values the app uses, each from the white label', async () => {
    await addWhiteLabel({
      icons: '#0A1A50',
      vmailTranscription: 'voicebase',
      parkLowerLimit: 7000,
      parkUpperLimit: 7010,
      messageOutboundColor: '#112233',
      iotumName: 'Globex Meet',
      appSigninLogo: '/uploads/globex-logo.png',
      textable: true,
      textableName: 'Globex Text',
      textableUiConfigName: 'globex-ui',
      textableUrl: 'https://text.globex.example',
      textableProviderId: 'prov-7',
    });
    const result = await preview('1001');
    expectFrom(result, 'white label', { mamt_icons: '#0A1A50', mamt_vmailTranscription: 'voicebase', mamt_parkRange: '7000-7010', mamt_messageOutboundColor: '#112233', mamt_premiumVideoName: 'Globex Meet', mamt_textableProviderId: 'prov-7' });
    expect(valueOf(result, 'mamt_parkRange2')).toBeUndefined();
    expect(valueOf(result, 'mamt_appSigninLogoUrl')?.value).toBe(`${app.t.config.publicUrl}/uploads/globex-logo.png`);
  });

  it('keeps textable off while the tenant is not textable, whatever the domain switch says', async () => {
    await setDomain(app.t, 'globex.demo', { textable: true }, 'globex');
    try {
      await addWhiteLabel({ textable: false });
      const off = await preview('1001');
      expect(valueOf(off, 'mamt_textable')).toEqual({ value: '0', source: 'white label' });
      expect(valueOf(off, 'mamt_smsNumbers')).toBeUndefined();
      expect(valueOf(off, 'mamt_textableName')).toBeUndefined();

      await app.t.database.db.update(whiteLabels).set({ textable: true, textableName: 'T', textableUiConfigName: 'U', textableUrl: 'https://t.example', textableProviderId: 'P' });
      const on = await preview('1001');
      expect(valueOf(on, 'mamt_textable')).toEqual({ value: '1', source: 'domain' });
      expect(valueOf(on, 'allowMessage')).toEqual({ value: '1', source: 'domain' });
    } finally {
      await setDomain(app.t, 'globex.demo', { textable: false }, 'globex');
    }
  });
});

describe('static accounts through the provisioning endpoint (document 4 §2.7)', () => {
  const secrets = () => secretBoxFor(app.t.config);
  async function addStaticAccount(values: Partial<typeof staticAccounts.$inferInsert> = {}) {
    await app.t.database.db.insert(staticAccounts).values({
      cloudId: 'globex',
      cloudUsername: 'Lobby-Phone',
      cloudPasswordSealed: secrets().seal('lobby-secret-1'),
      proxy: 'sip.partner.example:5060',
      outboundProxyHost: 'sbc.partner.example',
      transport: 'tcp',
      accountUsername: 'lobby7',
      accountPasswordSealed: secrets().seal('sip-pass-7'),
      expires: 90,
      allowMessage: false,
      ringingTone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
      ...values,
    });
  }

  it('answers the stored SIP account as it is, the login compared without case', async () => {
    await addStaticAccount();
    const response = await provision(app.t, { cloud_id: 'globex', cloud_username: 'lobby-phone', cloud_password: 'lobby-secret-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(elementsOf(response.body)).toMatchObject({
      title: 'Globex Corp Lobby-Phone',
      cloud_username: 'Lobby-Phone',
      cloud_password: 'lobby-secret-1',
      username: 'lobby7',
      authUsername: 'lobby7',
      password: 'sip-pass-7',
      host: 'sip.partner.example:5060',
      proxy: 'sbc.partner.example',
      transport: 'tcp',
      expires: '90',
      allowMessage: '0',
      mamt_remoteMsgDeleteSupported: '1',
      mamt_outgoingCallsThroughSipis: '1',
      extProvUrl: `${app.t.config.publicUrl}/provisioning/account`,
    });
  });

  it('sends no proxy while the outbound proxy is disabled', async () => {
    await addStaticAccount({ outboundProxyEnabled: false });
    const response = await provision(app.t, { cloud_id: 'globex', cloud_username: 'Lobby-Phone', cloud_password: 'lobby-secret-1' });
    expect(elementsOf(response.body).proxy).toBeUndefined();
  });

  it('refuses a wrong password as any wrong credential, and counts it', async () => {
    await addStaticAccount();
    const response = await provision(app.t, { cloud_id: 'globex', cloud_username: 'Lobby-Phone', cloud_password: 'lobby-secret-2' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toBe('Wrong username or password, or this QR code has already been used or has expired.');
    expect((await loginOf(app.t, 'lobby-phone', 'globex'))?.failures).toBe(1);
  });

  it("belongs to its tenant: another cloud id does not reach it, and a deleted account is gone", async () => {
    await addStaticAccount();
    expect((await provision(app.t, { cloud_id: 'acme', cloud_username: 'Lobby-Phone', cloud_password: 'lobby-secret-1' })).statusCode).toBe(403);
    await app.t.database.db.delete(staticAccounts).where(and(eq(staticAccounts.cloudId, 'globex')));
    expect((await provision(app.t, { cloud_id: 'globex', cloud_username: 'Lobby-Phone', cloud_password: 'lobby-secret-1' })).statusCode).toBe(403);
  });
});
