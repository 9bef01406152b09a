import { DEMO_CREDENTIALS, portalPasswordOf } from './credentials.js';
import { DEMO_CORES, DOMAIN_REGIONS } from './cores.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { createPrng } from './prng.js';
import type { Row, Seed } from './types.js';

/** The demo tenants of the spec README and their telephony domains. */
const TENANTS = [
  { cloudId: 'demo', domains: [{ name: 'support.demo', users: 24, areaCode: '602' }] },
  { cloudId: 'acme', domains: [{ name: 'acme.demo', users: 36, areaCode: '416' }, { name: 'acme-branch.demo', users: 22, areaCode: '905' }] },
  { cloudId: 'globex', domains: [{ name: 'globex.demo', users: 30, areaCode: '212' }] },
  { cloudId: 'bigcorp', domains: [{ name: 'bigcorp.demo', users: 2000, areaCode: '312' }] },
];

const MOBILE_SUFFIXES = ['m', 'i', 'e', 'd'];
const AGENTS = { m: 'MAMT Android 4.2.1', i: 'MAMT iOS 4.2.0', e: 'MAMT Desktop 3.9.5', d: 'MAMT Desktop 3.9.5' } as Record<string, string>;

function domainRow(name: string, cloudId: string, areaCode: string, users: number): Row {
  return {
    domain: name, territory: `${cloudId}-territory`, description: `${name} (${cloudId})`, max_user: String(users + 50),
    max_device: '4', time_zone: 'America/New_York', dial_plan: name, dial_policy: 'US and Canada', policies: 'Default',
    callid_name: name.split('.')[0] ?? name, callid_nmbr: `1${areaCode}5550100`, area_code: areaCode, language: 'en_US', sso: 'no',
    geo_group: DOMAIN_REGIONS[name] ?? 'us-east',
  };
}

type Prng = ReturnType<typeof createPrng>;

/**
 * Users, system users, mobile devices, DIDs and SMS numbers of one domain, the same on every run.
 * `phases` spreads the devices' registration refreshes; it is a generator of its own so that the
 * names and devices drawn from `random` stay what they were before registrations were modelled.
 */
function fillDomain(seed: Seed, domain: string, count: number, areaCode: string, random: Prng, phases: Prng) {
  const addDevice = (row: Row) => {
    seed.device.push(row);
    (seed.keptRegistered ??= {})[`${row.aor_user}@${domain}`] = phases.int(0, Number(row.expires) / 2 - 1);
  };
  for (let i = 0; i < count; i++) {
    const user = String(1001 + i);
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const email = `${first}.${last}${i}@${domain.replace('.demo', '.example')}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    seed.subscriber.push({
      domain, user, first_name: first, last_name: last, subscriber_login: `${user}@${domain}`, email, dir: 'yes',
      scope: i % 9 === 0 ? 'Office Manager' : 'Basic User', group: i % 2 ? 'Sales' : 'Support', site: 'Main',
      callid_name: `${first} ${last}`, callid_nmbr: `1${areaCode}555${String(1000 + i).slice(-4)}`, srv_code: '',
      vmail_provisioned: 'yes', vmail_enabled: 'yes', time_zone: 'America/New_York', date_created: '2024-03-01 09:00:00', account_status: 'active',
    });
    seed.portalPasswords[`${user}@${domain}`] = portalPasswordOf(user, domain);
    if (i % 3 === 0) {
      for (const suffix of MOBILE_SUFFIXES.slice(0, random.int(1, 3))) addDevice(deviceRow(domain, user, `${first} ${last}`, suffix));
    }
    if (i % 5 === 0) addDevice(deviceRow(domain, user, `${first} ${last}`, ''));
    if (i % 4 === 0) {
      const number = `1${areaCode}555${String(2000 + i).slice(-4)}`;
      seed.phonenumber.push({ matchrule: `sip:${number}@*`, to_user: user, to_host: domain, dialplan: 'DID Table', plan_description: `DID for ${user}`, enable: 'yes' });
      if (i % 8 === 0) seed.smsnumber.push({ domain, number, dest: i % 16 === 0 ? '*' : user, application: 'user' });
    }
  }
  seed.subscriber.push(
    systemUser(domain, 'aa1', 'Auto', 'Attendant', 'system-aa'),
    systemUser(domain, 'q100', 'Sales', 'Queue', 'system-queue'),
    systemUser(domain, 'vmail', 'Voice', 'Mail', 'system-vmail'),
  );
}

/** The core a seeded device last registered to: one of its domain's region, spread by extension. */
function registrationCore(domain: string, user: string): string {
  const region = DOMAIN_REGIONS[domain] ?? 'us-east';
  const cores = DEMO_CORES.filter((core) => core.geo_group === region);
  return cores[Number(user) % cores.length]?.name ?? '';
}

/**
 * A seeded device, registered on its `server` core for `expires` (3600) seconds: its registration
 * times are left empty here because the simulator computes them from `keptRegistered` when read.
 */
function deviceRow(domain: string, user: string, name: string, suffix: string): Row {
  const device = `${user}${suffix}`;
  const transport = suffix ? 'tls' : 'udp';
  return {
    aor: `sip:${device}@${domain}`, aor_user: device, subscriber_name: user, subscriber_domain: domain, sub_login: `${user}@${domain}`,
    sub_fullname: name, user_agent: AGENTS[suffix] ?? 'Yealink SIP-T54W 96.86.0.100', contact: `sip:${device}@203.0.113.10:5060;transport=${transport}`,
    received_from: '203.0.113.10:5060', registration_time: '', expires: '3600', registration_expires_time: '', registration_error: '', registration_error_time: '',
    authentication_key: `k${device}x`, transport, mac: '', model: suffix ? 'MAMT app' : 'Yealink T54W', mode: 'registration', server: registrationCore(domain, user),
    // The console's device list shows it (document 2 §3); the app registers through the outbound proxy.
    outboundproxyenabled: suffix ? 'yes' : 'no',
  };
}

function systemUser(domain: string, user: string, first: string, last: string, srvCode: string): Row {
  return {
    domain, user, first_name: first, last_name: last, subscriber_login: `${user}@${domain}`, email: '', dir: 'no', scope: 'No Portal',
    group: '', site: '', callid_name: `${first} ${last}`, callid_nmbr: '', srv_code: srvCode, vmail_provisioned: 'no', vmail_enabled: 'no',
    time_zone: 'America/New_York', date_created: '2024-03-01 09:00:00', account_status: 'active',
  };
}

/** `domainUsers` changes how many users a domain has (a bench's 5,000 in bigcorp.demo); the rest stays the demo. */
export function buildDemoSeed({ domainUsers = {} }: { domainUsers?: Record<string, number> } = {}): Seed {
  const random = createPrng(20261122);
  const phases = createPrng(20261123);
  const seed: Seed = {
    tenants: [], credentials: DEMO_CREDENTIALS, server: DEMO_CORES, domain: [], subscriber: [], device: [], phonenumber: [], smsnumber: [], portalPasswords: {}, keptRegistered: {},
  };
  for (const tenant of TENANTS) {
    seed.tenants.push({ cloudId: tenant.cloudId, domains: tenant.domains.map((d) => d.name) });
    for (const domain of tenant.domains) {
      const users = domainUsers[domain.name] ?? domain.users;
      seed.domain.push(domainRow(domain.name, tenant.cloudId, domain.areaCode, users));
      fillDomain(seed, domain.name, users, domain.areaCode, random, phases);
    }
  }
  return seed;
}
