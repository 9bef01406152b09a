import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProfiles, tenants, whiteLabels } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { allowExtension, elementsOf, errorOf, portalPassword, provision } from '../support/provisioning.js';

// What regions and cores change in the Account XML (document 4 §5), through the provisioning endpoint.
// Many installations from one test address: the per-address limits and the platform budget are scaled up.
const app = usePlatformApp({ PER_USER_LIMIT_FACTOR: '100', NETSAPIENS_MAX_PER_MINUTE: '2000' });
const tokens = { acme: '', support: '' };
beforeAll(async () => {
  tokens.acme = await app.t.login('acme', 'acme-admin');
  tokens.support = await app.t.login('acme', 'acme-support');
  expect((await app.t.call('globalsyncRegions', {}, tokens.acme)).statusCode).toBe(200);
});
const ALL_REGIONS = ['ca-east', 'us-east', 'us-west', 'us-central'];
const markAll = async (down: boolean) => {
  for (const region of ALL_REGIONS) await app.t.call('toggleCores', { region, toggleValue: down }, tokens.acme);
};
afterAll(() => markAll(false));

async function install(extension: string, domain = 'acme.demo') {
  await allowExtension(app.t, domain, extension);
  const first = await provision(app.t, { cloud_id: 'acme', cloud_username: `${extension}@${domain}`, cloud_password: portalPassword(extension, domain) });
  expect(first.statusCode, first.body).toBe(200);
  const cloudPassword = elementsOf(first.body).cloud_password!;
  return {
    first: elementsOf(first.body),
    again: () => provision(app.t, { cloud_id: 'acme', cloud_username: `${extension}@${domain}`, cloud_password: cloudPassword }),
  };
}
const proxyOf = async (again: () => ReturnType<typeof provision>) => {
  const response = await again();
  expect(response.statusCode, response.body).toBe(200);
  return elementsOf(response.body).proxy;
};
const toggle = (core: string, region: string, down: boolean) => app.t.call('toggleCores', { region, core, toggleValue: down }, tokens.acme);
const TORONTO = ['core1-tor.sip.demo:5060', 'core2-tor.sip.demo:5060'];

describe('the proxy of the Account XML', () => {
  it("is an up core of the domain's region, moves to the other when it is marked down, and comes back when it is up", async () => {
    const { first, again } = await install('1031');
    expect(TORONTO).toContain(first.proxy);
    const core = first.proxy!.split('.')[0]!;
    expect((await toggle(core, 'ca-east', true)).statusCode).toBe(200);
    expect(await proxyOf(again)).toBe(TORONTO.find((address) => address !== first.proxy));
    expect((await toggle(core, 'ca-east', false)).statusCode).toBe(200);
    expect(await proxyOf(again)).toBe(first.proxy);
  });

  it("spreads a region's devices over its up cores, and another region's when none of its own is up", async () => {
    const proxies = new Set<string>();
    for (const extension of ['1022', '1023', '1024', '1025', '1026', '1027']) proxies.add((await install(extension)).first.proxy!);
    expect([...proxies].sort()).toEqual(TORONTO);
    const { again } = await install('1028');
    await app.t.call('toggleCores', { region: 'ca-east', toggleValue: true }, tokens.acme);
    const elsewhere = await proxyOf(again);
    expect(elsewhere).toMatch(/^core\d-(nyc|phx|chi)\.sip\.demo:5060$/);
    await app.t.call('toggleCores', { region: 'ca-east', toggleValue: false }, tokens.acme);
  });

  it('says so clearly when every core is down, instead of handing out a dead proxy', async () => {
    const { again } = await install('1029');
    await markAll(true);
    const response = await again();
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toBe('Every telephony server of this domain is marked down. Please try again later or contact your administrator.');
    await markAll(false);
    expect((await again()).statusCode).toBe(200);
  });

  it("uses the TLS port for a TLS transport, and shows the region as the value's source in the preview", async () => {
    await app.t.database.db.insert(clientProfiles).values({
      cloudId: 'acme', domain: 'acme-branch.demo', extension: '', profileName: 'tls branch', transport: 'tls', outboundProxyEnabled: false, outboundProxyHost: '', port: 5061, ringingTone: '',
    });
    try {
      const { first } = await install('1005', 'acme-branch.demo');
      expect(first.proxy).toBe('core1-nyc.sip.demo:5061');
      const preview = await app.t.call('previewAccount', { domain: 'acme-branch.demo', extension: '1005' }, tokens.support);
      const proxy = (preview.json() as { values: Array<{ element: string; source: string; note?: string }> }).values.find((value) => value.element === 'proxy');
      expect(proxy).toEqual({ element: 'proxy', value: 'core1-nyc.sip.demo:5061', source: 'region', note: "Core core1-nyc, in the domain's region us-east" });
    } finally {
      await app.t.database.db.delete(clientProfiles).where(eq(clientProfiles.profileName, 'tls branch'));
    }
  });

  it("gives way to a client profile's outbound proxy, and to the white label's region override", async () => {
    const { again } = await install('1030');
    await app.t.database.db.insert(clientProfiles).values({
      cloudId: 'acme', domain: 'acme.demo', extension: '', profileName: 'sbc', transport: 'udp', outboundProxyEnabled: true, outboundProxyHost: 'sbc.acme.example', port: 5060, ringingTone: '',
    });
    expect(await proxyOf(again)).toBe('sbc.acme.example');
    await markAll(true);
    expect(await proxyOf(again)).toBe('sbc.acme.example');
    await markAll(false);
    await app.t.database.db.delete(clientProfiles).where(eq(clientProfiles.profileName, 'sbc'));
    const [acme] = await app.t.database.db.select().from(tenants).where(eq(tenants.cloudId, 'acme'));
    await app.t.database.db.update(whiteLabels).set({ overrideRegions: true, overrideUrl: 'https://regions.acme.example' }).where(eq(whiteLabels.tenantId, acme!.id));
    try {
      const answer = elementsOf((await again()).body);
      expect(answer.proxy).toBeUndefined();
      expect(answer.mamt_overrideUrl).toBe('https://regions.acme.example');
    } finally {
      await app.t.database.db.update(whiteLabels).set({ overrideRegions: false }).where(eq(whiteLabels.tenantId, acme!.id));
    }
    expect(TORONTO).toContain(await proxyOf(again));
  });
});
