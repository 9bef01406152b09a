import { PROVISIONING_REFUSAL_REASONS } from '@mamt/contract';
import { buildDemoSeed, type Seed } from '@mamt/netsapiens-simulator';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/open-db.js';
import { seedDemoConnections } from '../src/db/seed/seed-demo-connections.js';
import { seedDemo } from '../src/db/seed/seed-demo.js';
import type { SecretBox } from '../src/lib/secret-box.js';

/** The one-tenant Fleet: bigcorp's devices, all in bigcorp.demo. */
export const ONE_TENANT = { cloudId: 'bigcorp', devices: 1_000 };
/** The super tenant's every-tenant Fleet: the four demo tenants and BENCH_TENANTS more. */
export const ALL_TENANTS_DEVICES = 10_000;
/** The tenant whose viewers share registration reads: acme, with the demo's two domains and two more of the bench. */
export const VIEWED = { cloudId: 'acme', domains: ['acme.demo', 'acme-branch.demo', 'acme-east.bench', 'acme-west.bench'], devices: 1_000 };

const BENCH_TENANTS = Array.from({ length: 46 }, (_, i) => {
  const cloudId = `fleet${String(i + 1).padStart(2, '0')}`;
  return { cloudId, domains: Array.from({ length: 1 + (i % 3) }, (_unused, d) => `d${d + 1}.${cloudId}.bench`) };
});
const CORES = ['core1-tor', 'core2-tor', 'core1-nyc', 'core1-phx', 'core2-phx', 'core1-chi'];
const APP_VERSIONS = ['4.2.1', '4.2.0', '4.1.3', '4.1.0', '4.0.9', '3.9.5', '3.9.0', '3.8.2', '3.7.0', '3.5.1', '2.9.9'];
/** The tenants' configuration version: a tenth of the devices were served the one before. */
const TENANT_VERSION = 3;
const SENDER = 'Fleet bench';

/** A bench tenant's platform account, the same in the simulator and in its connection. */
const accountOf = (cloudId: string) => ({
  cloudId,
  clientId: `${cloudId}-client`,
  clientSecret: `${cloudId}-secret`,
  username: `${cloudId}-api@${cloudId}.bench`,
  password: `${cloudId}-api-pass`,
});

type DomainPlan = { cloud_id: string; domain: string; devices: number; at: number };

/** Live devices per domain: ONE_TENANT's and VIEWED's, and the rest of ALL_TENANTS_DEVICES shared by the other tenants and their domains. */
function domainPlan(): DomainPlan[] {
  const plan: Array<Omit<DomainPlan, 'at'>> = [
    { cloud_id: ONE_TENANT.cloudId, domain: 'bigcorp.demo', devices: ONE_TENANT.devices },
    ...VIEWED.domains.map((domain) => ({ cloud_id: VIEWED.cloudId, domain, devices: VIEWED.devices / VIEWED.domains.length })),
  ];
  const others = [{ cloudId: 'demo', domains: ['support.demo'] }, { cloudId: 'globex', domains: ['globex.demo'] }, ...BENCH_TENANTS];
  const rest = ALL_TENANTS_DEVICES - ONE_TENANT.devices - VIEWED.devices;
  others.forEach(({ cloudId, domains }, i) => {
    const devices = Math.floor(rest / others.length) + (i < rest % others.length ? 1 : 0);
    domains.forEach((domain, d) => plan.push({ cloud_id: cloudId, domain, devices: Math.floor(devices / domains.length) + (d < devices % domains.length ? 1 : 0) }));
  });
  return plan.map((row, at) => ({ ...row, at }));
}

/** The demo platform, with acme's two bench domains and the bench tenants' accounts and (empty) domains. */
export function fleetSimulatorSeed(): Seed {
  const seed = buildDemoSeed();
  const added = [...VIEWED.domains.filter((domain) => domain.endsWith('.bench')), ...BENCH_TENANTS.flatMap((tenant) => tenant.domains)];
  seed.tenants.find((tenant) => tenant.cloudId === VIEWED.cloudId)?.domains.push(...added.filter((domain) => domain.startsWith(`${VIEWED.cloudId}-`)));
  for (const tenant of BENCH_TENANTS) {
    seed.tenants.push(tenant);
    seed.credentials.push({ ...accountOf(tenant.cloudId), scope: 'Reseller' });
  }
  for (const domain of added) seed.domain.push({ domain, territory: 'bench-territory', description: `${domain} (bench)`, max_device: '5', time_zone: 'UTC' });
  return seed;
}

const pick = (values: readonly string[], position: string) => sql.raw(`(array[${values.map((value) => `'${value}'`).join(', ')}])[${position} % ${values.length} + 1]`);

/**
 * The demo with 50 tenants, each connected to the simulator at `simulatorUrl`, and their Fleet: ONE_TENANT's
 * and ALL_TENANTS_DEVICES live app devices (and 5% more deleted ones) of varied platforms, versions and
 * served versions, installed over 45 days and last provisioned over 30; a registration for 90% of them
 * (some lapsed, some refused with the registrar's words), each domain read a minute ago (one in 25 of
 * them failing since); blocked logins, QR e-mails not delivered and provisioning refusals of 30 days.
 * One INSERT ... SELECT a table, then analyzed, as tables that have lived a while are.
 */
export async function seedFleet(db: Db, secrets: SecretBox, simulatorUrl: string): Promise<void> {
  await seedDemo(db);
  await seedDemoConnections(db, secrets, simulatorUrl);
  const plan = JSON.stringify(domainPlan());
  const tenants = JSON.stringify(['demo', 'acme', 'globex', 'bigcorp', ...BENCH_TENANTS.map((tenant) => tenant.cloudId)].map((cloudId) => ({ cloud_id: cloudId })));
  const accounts = JSON.stringify(
    BENCH_TENANTS.map(({ cloudId }) => {
      const account = accountOf(cloudId);
      return { cloud_id: cloudId, client_id: account.clientId, secret: secrets.seal(account.clientSecret), superuser: account.username, pass: secrets.seal(account.password) };
    }),
  );
  const domains = sql`json_to_recordset(${plan}::json) as p(cloud_id text, domain text, devices int, at int)`;
  const version = sql.raw(String(TENANT_VERSION));

  await db.execute(sql`
    insert into subscribers (cloud_id, accountcode, company, config_version)
    select cloud_id, upper(cloud_id), 'Fleet bench ' || cloud_id, ${version} from json_to_recordset(${tenants}::json) as t(cloud_id text)
    on conflict (cloud_id) do update set config_version = excluded.config_version`);
  await db.execute(sql`
    insert into netsapien_connections (subscriber_id, api_url, client_id, client_secret_sealed, superuser, superpass_sealed)
    select s.id, ${simulatorUrl.replace(/\/+$/, '')}, a.client_id, a.secret, a.superuser, a.pass
    from json_to_recordset(${accounts}::json) as a(cloud_id text, client_id text, secret text, superuser text, pass text)
    join subscribers s on s.cloud_id = a.cloud_id`);
  // One domain in seven has provisioning off: its devices' next re-provision is refused.
  await db.execute(sql`
    insert into domain_settings (cloud_id, domain, provisioning, config_version)
    select cloud_id, domain, at % 7 <> 3, 1 from ${domains}
    on conflict (cloud_id, domain) do update set provisioning = excluded.provisioning, config_version = excluded.config_version`);
  await db.execute(sql`
    insert into app_devices (cloud_id, domain, extension, subscriber_login, device_name, install_id, platform, app_version, cloud_password_hash,
      sip_password_sealed, served_tenant_version, served_domain_version, last_provisioned_at, deleted_at, created_at)
    select cloud_id, domain, extension, extension || '@' || domain,
      case when gone then extension || 'x' || n else extension || ${pick(['m', 'i', 'd', 'e', 'am'], '(n - 1)')} end,
      'bench-' || n || '-' || domain,
      ${pick(['android', 'ios', 'desktop', 'other', 'android'], '(n - 1)')},
      case when n % 23 = 0 then null else ${pick(APP_VERSIONS, '(n * 7 + at)')} end,
      md5(domain || '/' || n), ${secrets.seal('bench-sip-password')},
      case when n % 10 = 0 then ${version} - 1 else ${version} end,
      case when n % 13 = 0 then 0 else 1 end,
      case when n % 29 = 0 then null else greatest(installed, now() - make_interval(mins => (n * 7919) % 43200)) end,
      case when gone then now() - make_interval(days => n % 30) end,
      installed
    from (
      select cloud_id, domain, at, n, n > devices as gone, (1000 + (n - 1) / 5 + 1)::text as extension,
        now() - make_interval(mins => (n * 104729 + at * 977) % 64800) as installed
      from ${domains} cross join lateral generate_series(1, devices + devices / 20) as n
    ) planned`);
  await db.execute(sql`
    insert into device_registrations (cloud_id, domain, device_name, core, user_agent, registered_at, expires_at, error, error_at)
    select cloud_id, domain, device_name, ${pick(CORES, 'id')}, 'MAMT ' || platform || ' ' || coalesce(app_version, '4.0.0'),
      case when refused then null else now() - make_interval(mins => id % 600) end,
      case when refused then null when id % 7 = 0 then now() - make_interval(mins => 5 + id % 600) else now() + interval '2 hours' end,
      case when refused then '401 Unauthorized: wrong password for ' || device_name || '@' || domain else '' end,
      case when refused then now() - interval '10 minutes' end
    from (select *, id % 11 = 0 as refused from app_devices where deleted_at is null and id % 10 <> 0) registered
    on conflict do nothing`);
  await db.execute(sql`
    insert into registration_reads (cloud_id, domain, read_at, failed_at, failure)
    select cloud_id, domain, now() - interval '1 minute',
      case when at % 25 = 24 then now() end, case when at % 25 = 24 then 'The telephony platform did not answer in time.' end
    from ${domains}`);
  await db.execute(sql`
    insert into provisioning_logins (cloud_id, login_user, failures, window_started_at, blocked_at)
    select cloud_id, (2000 + k) || '@' || domain, 5, now() - make_interval(mins => k * 7), case when k % 3 <> 0 then now() - make_interval(hours => k + at % 48) end
    from ${domains} cross join generate_series(1, 4) as k`);
  await db.execute(sql`
    insert into qr_mail_runs (cloud_id, domain, sent_by_name, subject, body, created_at)
    select cloud_id, domain, ${SENDER}, 'Set up your mobile app', 'Scan the code with the app.', now() - make_interval(days => at % 20) from ${domains}`);
  await db.execute(sql`
    insert into qr_mail_deliveries (run_id, cloud_id, domain, extension, subscriber_login, first_name, last_name, recipient, status, attempts, expires_at, created_at, updated_at)
    select r.id, r.cloud_id, r.domain, (1000 + k)::text, (1000 + k) || '@' || r.domain, 'Bench', 'User ' || k, 'user' || k || '@' || r.domain,
      ${pick(['sent', 'sent', 'failed', 'sent', 'kept'], '(k + r.id)')}, 1, now() + interval '3 days', r.created_at, r.created_at
    from qr_mail_runs r cross join generate_series(1, 20) as k where r.sent_by_name = ${SENDER}`);
  await db.execute(sql`
    insert into provisioning_refusals (cloud_id, day, reason, refusals)
    select t.cloud_id, (now() at time zone 'utc')::date - d, reason, 1 + (d * 7 + length(t.cloud_id) + length(reason)) % 9
    from json_to_recordset(${tenants}::json) as t(cloud_id text) cross join generate_series(0, 29) as d
      cross join unnest(array[${sql.raw(PROVISIONING_REFUSAL_REASONS.map((reason) => `'${reason}'`).join(', '))}]) as reason
    where (d + length(reason)) % 3 <> 0
    on conflict do nothing`);
  await db.execute(
    sql`vacuum (analyze) subscribers, domain_settings, app_devices, device_registrations, registration_reads, provisioning_logins, qr_mail_runs, qr_mail_deliveries, provisioning_refusals`,
  );
}
