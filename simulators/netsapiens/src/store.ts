import { randomBytes } from 'node:crypto';
import { Clock } from './clock.js';
import * as registrar from './registrar.js';
import type { KeptRegistration, Registration } from './registrar.js';
import type { Row, Seed } from './seed/types.js';

export type Params = Record<string, string>;
type ObjectName = 'domain' | 'subscriber' | 'device' | 'phonenumber' | 'smsnumber';

/** Which column of an object names its domain, for keeping each credential to its own domains. */
const DOMAIN_COLUMN: Record<ObjectName, string> = { domain: 'domain', subscriber: 'domain', device: 'subscriber_domain', phonenumber: 'to_host', smsnumber: 'domain' };
/** Read filters: request parameter -> column. */
const FILTERS: Record<ObjectName, Record<string, string>> = {
  domain: { domain: 'domain', territory: 'territory' },
  subscriber: { domain: 'domain', user: 'user', login: 'subscriber_login', email: 'email', first_name: 'first_name', last_name: 'last_name', scope: 'scope' },
  device: { domain: 'subscriber_domain', user: 'subscriber_name', device: 'aor_user', mode: 'mode' },
  phonenumber: { dest_domain: 'to_host', dialplan: 'dialplan' },
  smsnumber: { domain: 'domain', dest: 'dest' },
};

/** Domain fields a write may change; the rest (the domain's name, its territory) stay as seeded. */
const DOMAIN_WRITABLE = ['description', 'max_user', 'max_device', 'time_zone', 'callid_name', 'callid_nmbr', 'language'] as const;

/** The fields that say who a subscriber is: a test's change of a subscriber leaves them as seeded. */
const SUBSCRIBER_IDENTITY = ['domain', 'user', 'subscriber_login'];

export class AccessDenied extends Error {}

/** The platform's data, in memory; writes change it until the next reset. */
export class Store {
  private data: Record<ObjectName, Row[]>;
  private syncs: Array<{ domain: string; device: string }> = [];
  private removedDomains = new Map<string, Row>();
  private readonly clock = new Clock();
  /** When the simulator started: seeded phones have refreshed their registrations since (and before). */
  private readonly startedAtMs = registrar.wholeSecond(Date.now());
  /** Seeded devices still refreshing by themselves; one that a test registers or refuses leaves it. */
  private kept = new WeakMap<Row, KeptRegistration>();

  constructor(private readonly seed: Seed) {
    this.data = this.fresh();
  }

  reset(): void {
    this.clock.reset();
    this.data = this.fresh();
    this.syncs = [];
    this.removedDomains.clear();
  }

  /** The registrar's time (ms): real time plus what a test advanced. */
  now(): number {
    return this.clock.now();
  }

  advanceClock(seconds: number): void {
    this.clock.advance(seconds);
  }

  isObject(name: string): name is ObjectName {
    return name in DOMAIN_COLUMN;
  }

  read(object: ObjectName, params: Params, allowed: string[]): Row[] {
    const named = params.domain ?? params.dest_domain;
    if (named !== undefined && !allowed.includes(named)) throw new AccessDenied(`domain ${named} is not in this credential's scope`);
    let rows = this.data[object].filter((row) => allowed.includes(row[DOMAIN_COLUMN[object]] ?? ''));
    for (const [param, column] of Object.entries(FILTERS[object])) {
      const wanted = params[param];
      if (wanted !== undefined && wanted !== '') rows = rows.filter((row) => row[column] === wanted);
    }
    if (object === 'device') {
      // Registration fields as of now, before a sort may use them: one pass over the rows read.
      const now = this.now();
      rows = rows.map((row) => registrar.registrationAsRead(row, now, this.kept.get(row)));
    }
    if (object === 'phonenumber' && params.matchrule_LIKE) {
      const needle = params.matchrule_LIKE.replaceAll('%', '');
      rows = rows.filter((row) => (row.matchrule ?? '').includes(needle));
    }
    if (params.sort) {
      const key = params.sort.split(' ')[0] ?? '';
      rows = [...rows].sort((a, b) => (a[key] ?? '').localeCompare(b[key] ?? ''));
    }
    const start = Number(params.start ?? 0) || 0;
    const limit = Number(params.limit ?? 0) || rows.length;
    rows = rows.slice(start, start + limit);
    const fields = params.fields?.split(',').map((field) => field.trim()).filter(Boolean);
    return rows.map((row) => (fields ? Object.fromEntries(fields.map((field) => [field, row[field] ?? ''])) : { ...row }));
  }

  createDevice(params: Params, allowed: string[]): Row {
    const domain = params.domain ?? '';
    if (!allowed.includes(domain)) throw new AccessDenied(`domain ${domain} is not in this credential's scope`);
    const device = params.device ?? '';
    const row: Row = {
      aor: `sip:${device}@${domain}`, aor_user: device, subscriber_name: params.user ?? '', subscriber_domain: domain,
      sub_login: `${params.user ?? ''}@${domain}`, sub_fullname: '', user_agent: '', contact: '', received_from: '',
      registration_time: '', expires: '0', registration_expires_time: '', registration_error: '', registration_error_time: '',
      // A new device's SIP password is random, as on the platform (seeded devices keep theirs fixed).
      authentication_key: randomBytes(12).toString('base64url'), transport: 'tls',
      mac: params.mac ?? '', model: params.model ?? '', mode: 'registration',
      // No registration yet: the platform names the core once the device has registered to one.
      server: '',
      // As the seed's app devices: the app registers through the outbound proxy.
      outboundproxyenabled: 'yes',
    };
    this.data.device.push(row);
    return row;
  }

  /**
   * A test moves a domain to another region (`geo_group`), removes it from the platform (null), or
   * brings a removed one back with a region.
   */
  setDomainRegion(name: string, region: string | null): boolean {
    const row = this.data.domain.find((candidate) => candidate.domain === name) ?? this.removedDomains.get(name);
    if (!row) return false;
    this.data.domain = this.data.domain.filter((candidate) => candidate !== row);
    if (region === null) {
      this.removedDomains.set(name, row);
      return true;
    }
    this.removedDomains.delete(name);
    this.data.domain.push({ ...row, geo_group: region });
    return true;
  }

  /**
   * A test's registration (`/__simulator/device-registration`): a successful one on `core` (no user
   * agent, expires 600), or, with `error`, a refusal in those words. Answers whether the device exists.
   */
  registerDevice(domain: string, device: string, core: string, error?: string): boolean {
    const row = this.findDevice(domain, device);
    if (!row) return false;
    if (error) this.recordRefusal(row, error);
    else this.recordRegistration(row, { core, expiresSeconds: 600, userAgent: '' });
    return true;
  }

  /** The device `device` of `domain` (a domain name has no case), for the registrar. */
  findDevice(domain: string, device: string): Row | undefined {
    const wanted = domain.toLowerCase();
    return this.data.device.find((candidate) => candidate.aor_user === device && candidate.subscriber_domain?.toLowerCase() === wanted);
  }

  recordRegistration(row: Row, registration: Registration): void {
    registrar.recordRegistration(this.takeOver(row), this.now(), registration);
  }

  recordRefusal(row: Row, reason: string): void {
    registrar.recordRefusal(this.takeOver(row), this.now(), reason);
  }

  endRegistration(row: Row): void {
    registrar.endRegistration(this.takeOver(row), this.now());
  }

  /** A seeded device stops refreshing by itself once a test registers it: its latest refresh is written down first. */
  private takeOver(row: Row): Row {
    const kept = this.kept.get(row);
    if (!kept) return row;
    const { registration_time, registration_expires_time } = registrar.registrationAsRead(row, this.now(), kept);
    Object.assign(row, { registration_time, registration_expires_time });
    this.kept.delete(row);
    return row;
  }

  /**
   * A test changes a subscriber's fields as an administrator would on the platform (a name, an
   * e-mail, `account_status`); who it is (`domain`, `user`, `subscriber_login`) stays. Answers the
   * changed fields as they were, for the test to put back, or undefined when there is no such subscriber.
   */
  changeSubscriber(domain: string, user: string, changes: Row): Row | undefined {
    const row = this.data.subscriber.find((candidate) => candidate.domain === domain && candidate.user === user);
    if (!row) return undefined;
    const previous: Row = {};
    for (const [field, value] of Object.entries(changes)) {
      if (SUBSCRIBER_IDENTITY.includes(field) || typeof value !== 'string') continue;
      previous[field] = row[field] ?? '';
      row[field] = value;
    }
    return previous;
  }

  /** Changes the writable settings of one of the credential's domains (the product sets `max_device`). */
  updateDomain(params: Params, allowed: string[]): void {
    const name = params.domain ?? '';
    if (!allowed.includes(name)) throw new AccessDenied(`domain ${name} is not in this credential's scope`);
    const row = this.data.domain.find((candidate) => candidate.domain === name);
    if (!row) throw new AccessDenied(`domain ${name} does not exist`);
    for (const field of DOMAIN_WRITABLE) if (params[field] !== undefined) row[field] = params[field];
  }

  /** The subscriber whose login and portal password these are, within the credential's domains. */
  subscriberSignIn(login: string, password: string, allowed: string[]): Row | undefined {
    const wanted = login.trim().toLowerCase();
    const row = this.data.subscriber.find((candidate) => (candidate.subscriber_login ?? '').toLowerCase() === wanted);
    if (!row || !allowed.includes(row.domain ?? '')) return undefined;
    const expected = this.seed.portalPasswords[row.subscriber_login ?? ''];
    return expected !== undefined && expected === password ? row : undefined;
  }

  /**
   * A device update. `check-sync=yes` asks the device to fetch its configuration again: the request
   * is kept so that tests can see which devices were asked. Answers whether the device exists.
   */
  updateDevice(params: Params, allowed: string[]): boolean {
    const domain = params.domain ?? '';
    if (!allowed.includes(domain)) throw new AccessDenied(`domain ${domain} is not in this credential's scope`);
    const row = this.data.device.find((candidate) => candidate.aor_user === params.device && candidate.subscriber_domain === domain);
    if (row && params['check-sync'] === 'yes') this.syncs.push({ domain, device: row.aor_user ?? '' });
    return row !== undefined;
  }

  /** The check-sync requests received since the last reset, oldest first. */
  syncRequests(): Array<{ domain: string; device: string }> {
    return this.syncs.map((sync) => ({ ...sync }));
  }

  deleteDevice(params: Params, allowed: string[]): void {
    this.data.device = this.data.device.filter(
      (row) => !(row.aor_user === params.device && allowed.includes(row.subscriber_domain ?? '') && (!params.domain || row.subscriber_domain === params.domain)),
    );
  }

  private fresh(): Record<ObjectName, Row[]> {
    const copy = (rows: Row[]) => rows.map((row) => ({ ...row }));
    const { domain, subscriber, device, phonenumber, smsnumber } = this.seed;
    const devices = copy(device);
    this.kept = this.keptOf(devices);
    return { domain: copy(domain), subscriber: copy(subscriber), device: devices, phonenumber: copy(phonenumber), smsnumber: copy(smsnumber) };
  }

  /** The seed's phones that stay registered on their `server` core, refreshing every half of their `expires`. */
  private keptOf(devices: Row[]): WeakMap<Row, KeptRegistration> {
    const kept = new WeakMap<Row, KeptRegistration>();
    for (const row of devices) {
      const phase = this.seed.keptRegistered?.[`${row.aor_user ?? ''}@${row.subscriber_domain ?? ''}`];
      const expiresSeconds = Number(row.expires);
      if (phase === undefined || !row.server || !(expiresSeconds >= 2)) continue;
      kept.set(row, { firstAtMs: this.startedAtMs + phase * 1000, everyMs: Math.floor(expiresSeconds / 2) * 1000, expiresSeconds });
    }
    return kept;
  }
}
