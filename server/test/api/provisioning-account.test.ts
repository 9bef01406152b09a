import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createProvisioningRepository } from '../../src/features/provisioning/provisioning.repository.js';
import { hashToken } from '../../src/lib/secrets.js';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, devicesOf, elementsOf, errorOf, portalPassword, provision, setTenant } from '../support/provisioning.js';

// A loaded machine may take longer than the default test timeout for a first platform request.
const app = usePlatformApp({ PER_USER_LIMIT_FACTOR: '100', NETSAPIENS_TIMEOUT_MS: '2000', PROVISIONING_INTERVAL_SECONDS: '900', PUBLIC_URL: 'https://console.example.net' });
const tokens = { acme: '', globex: '' };
beforeAll(async () => {
  tokens.acme = await app.t.login('acme', 'acme-admin');
  tokens.globex = await app.t.login('globex', 'globex-admin');
});

/** First provisioning with the portal password; the cloud password of the answer re-provisions. */
async function install(extension: string, domain = 'acme.demo', cloudId = 'acme') {
  const response = await provision(app.t, { cloud_id: cloudId, cloud_username: `${extension}@${domain}`, cloud_password: portalPassword(extension, domain) });
  expect(response.statusCode, response.body).toBe(200);
  const account = elementsOf(response.body);
  return { account, again: async () => elementsOf((await provision(app.t, { cloud_id: cloudId, cloud_username: `${extension}@${domain}`, cloud_password: account.cloud_password! })).body) };
}

describe('the Account XML', () => {
  it('carries the credentials, the product defaults and the re-provisioning address, escaped', async () => {
    await allowExtension(app.t, 'acme.demo', '1002');
    await setTenant(app.t, 'acme', { company: 'Acme & <Sons>' });
    try {
      const response = await provision(app.t, { cloud_id: 'acme', cloud_username: '1002@acme.demo', cloud_password: portalPassword('1002', 'acme.demo'), platform: 'Android' });
      expect(response.body).toContain('<title>Acme &amp; &lt;Sons&gt; 1002</title>');
      expect(elementsOf(response.body)).toMatchObject({
        title: 'Acme & <Sons> 1002',
        host: 'acme.demo',
        transport: 'udp',
        expires: '60',
        ringingTone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
        dtmfOrder: 'rfc2833,info,audio',
        mamt_pushBlockReg: '0',
        extProvUrl: 'https://console.example.net/provisioning/account',
        extProvInterval: '900',
        mamt_quickDial: '0',
        mamt_callRecording: '0',
        mamt_textable: '0',
        allowMessage: '0',
        mamt_sharedVoicemail: '',
        mamt_callingNumbers: '',
      });
    } finally {
      await setTenant(app.t, 'acme', { company: 'Acme Telecom' });
    }
  });

  it('changes with each domain toggle, and records the configuration versions served', async () => {
    await allowExtension(app.t, 'acme-branch.demo', '1003');
    const { account, again } = await install('1003', 'acme-branch.demo');
    expect(account.mamt_configVersion).toBe('0.0');
    for (const [call, element] of [
      ['toggleDomainLevlQuickDial', 'mamt_quickDial'],
      ['toggleDomainLevlRecording', 'mamt_callRecording'],
      ['toggleDomainLevlTextable', 'mamt_textable'],
    ] as const) {
      expect((await app.t.call(call, { domain: 'acme-branch.demo', check: true }, tokens.acme)).statusCode).toBe(200);
      expect((await again())[element], element).toBe('1');
      expect((await app.t.call(call, { domain: 'acme-branch.demo', check: false }, tokens.acme)).statusCode).toBe(200);
      expect((await again())[element], element).toBe('0');
    }
    const latest = await again();
    expect(latest.mamt_configVersion).toBe('0.6');
    // The re-provision's mark is written a batch after its answer.
    await expect.poll(async () => (await devicesOf(app.t, 'acme-branch.demo', '1003'))[0], { timeout: 5_000, interval: 20 }).toMatchObject({ servedTenantVersion: 0, servedDomainVersion: 6 });
  });

  it("lists the user's calling numbers, shared voicemail boxes and, while textable, SMS numbers (own and shared)", async () => {
    await allowExtension(app.t, 'acme.demo', '1010');
    const { account, again } = await install('1010');
    expect(account.mamt_smsNumbers).toBeUndefined();
    await app.t.call('assignCallingNumber', { domain: 'acme.demo', extension: '1010', phone_number: '14165552008' }, tokens.acme);
    await app.t.call('createUpdateSharedVM', { domain: 'acme.demo', for_user: '1010', vm_user: '1012' }, tokens.acme);
    await app.t.call('createUpdateSharedVM', { domain: 'acme.demo', for_user: '1010', vm_user: '1011' }, tokens.acme);
    expect((await app.t.call('createUpdateDidSharing', { domain: 'acme.demo', primary_user: '1009', secondary_user: '1010', did: '14165552008' }, tokens.acme)).statusCode).toBe(200);
    expect((await app.t.call('toggleDomainLevlTextable', { domain: 'acme.demo', check: true }, tokens.acme)).statusCode).toBe(200);
    const now = await again();
    expect(now).toMatchObject({ mamt_callingNumbers: '14165552008', mamt_sharedVoicemail: '1011,1012', mamt_textable: '1', allowMessage: '1' });
    // The demo platform routes some SMS numbers to every user of acme.demo (*); 1009's is shared with 1010.
    const sms = now.mamt_smsNumbers!.split(',');
    expect(sms).toContain('14165552008');
    expect(sms).toContain('14165552000');
    expect(sms).not.toContain('14165552024');
    await app.t.call('toggleDomainLevlTextable', { domain: 'acme.demo', check: false }, tokens.acme);
  });
});

describe('re-provisioning', () => {
  it('needs no platform request once the device exists', async () => {
    await allowExtension(app.t, 'acme.demo', '1013');
    const { account, again } = await install('1013');
    app.simulator.control.resetCounters();
    for (let i = 0; i < 5; i++) expect((await again()).password).toBe(account.password);
    expect(app.simulator.control.counters().total).toBe(0);
  });

  it("gives each of many re-provisions at once its own tenant's and domain's records", async () => {
    await allowExtension(app.t, 'acme.demo', '1015');
    await allowExtension(app.t, 'acme-branch.demo', '1006');
    await allowExtension(app.t, 'globex.demo', '1006', true, 'globex');
    const devices = [await install('1015'), await install('1006', 'acme-branch.demo'), await install('1006', 'globex.demo', 'globex')];
    expect((await app.t.call('toggleDomainLevlQuickDial', { domain: 'acme-branch.demo', check: true }, tokens.acme)).statusCode).toBe(200);
    try {
      // Arriving together, they share the reads of a batch (provisioning.repository.ts).
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(devices.flatMap(({ again }) => [again(), again()]));
        expect(answers.map(({ host, mamt_quickDial }) => `${host} ${mamt_quickDial}`)).toEqual([
          'acme.demo 0', 'acme.demo 0', 'acme-branch.demo 1', 'acme-branch.demo 1', 'globex.demo 0', 'globex.demo 0',
        ]);
        expect(answers.map(({ title }) => title?.replace(/ \d+$/, ''))).toEqual([...Array(4).fill(answers[0]!.title!.replace(/ \d+$/, '')), ...Array(2).fill(answers[4]!.title!.replace(/ \d+$/, ''))]);
        expect(answers[0]!.title).not.toBe(answers[4]!.title);
      }
      // Asked in the same tick, they are one batch: each device still gets its own domain's part.
      const repo = createProvisioningRepository(app.t.database.db);
      const found = await Promise.all([...devices, ...devices].map(({ account }) => repo.deviceAccount(hashToken(account.cloud_password!))));
      expect(found.map((account) => `${account?.tenant.cloudId} ${account?.device.domain} ${account?.records.settings?.quickDial ?? false}`)).toEqual(
        [...Array(2)].flatMap(() => ['acme acme.demo false', 'acme acme-branch.demo true', 'globex globex.demo false']),
      );
    } finally {
      await app.t.call('toggleDomainLevlQuickDial', { domain: 'acme-branch.demo', check: false }, tokens.acme);
    }
  });

  it('updates when the device last provisioned', async () => {
    await allowExtension(app.t, 'acme.demo', '1014');
    const { again } = await install('1014');
    const [before] = await devicesOf(app.t, 'acme.demo', '1014');
    // The clock past the recorded millisecond, so that a later provisioning is a later time.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(before!.lastProvisionedAt!.getTime()), { interval: 1 });
    await again();
    // The re-provision's mark is written a batch after its answer.
    await expect.poll(async () => (await devicesOf(app.t, 'acme.demo', '1014'))[0]!.lastProvisionedAt!.getTime(), { timeout: 5_000, interval: 20 }).toBeGreaterThan(before!.lastProvisionedAt!.getTime());
  });
});

describe('the three provisioning switches', () => {
  const globexUser = (extension: string) => ({ cloud_id: 'globex', cloud_username: `${extension}@globex.demo`, cloud_password: portalPassword(extension, 'globex.demo') });
  const NOT_ALLOWED = 'The app is not enabled for this user. Please contact your administrator.';

  it("each lets a user provision: the tenant's allow all users, the domain's toggle, the user's check", async () => {
    const refused = await provision(app.t, globexUser('1002'));
    expect([refused.statusCode, errorOf(refused)]).toEqual([403, NOT_ALLOWED]);

    await setTenant(app.t, 'globex', { allowAllUsers: true });
    expect((await provision(app.t, globexUser('1002'))).statusCode).toBe(200);
    await setTenant(app.t, 'globex', { allowAllUsers: false });
    expect((await provision(app.t, globexUser('1002'))).statusCode).toBe(403);

    expect((await app.t.call('checkUncheckProvisioningDomain', { domain: 'globex.demo', check: true }, tokens.globex)).statusCode).toBe(200);
    const { again } = await install('1003', 'globex.demo', 'globex');
    expect((await app.t.call('checkUncheckProvisioningDomain', { domain: 'globex.demo', check: false }, tokens.globex)).statusCode).toBe(200);
    // Turning provisioning off stops re-provisioning too.
    expect(await again()).toEqual({ message: NOT_ALLOWED });

    const saved = await app.t.call('checkExtensions', { domain: 'globex.demo', list: [{ extension: '1004', allowed: true }] }, tokens.globex);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await provision(app.t, globexUser('1004'))).statusCode).toBe(200);
    expect((await provision(app.t, globexUser('1005'))).statusCode).toBe(403);
  });
});
