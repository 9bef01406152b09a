import { randomUUID } from 'node:crypto';
import type { LogsAnswer } from '@mamt/contract';
import { and, eq, ilike } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logEntries } from '../../src/db/schema.js';
import { newUser } from '../support/authorization-fixtures.js';
import { EVERY_DEMO_ACCOUNT, useApp, useSignIns } from '../support/test-app.js';

// The purge runs every second here, so that its test need not wait an hour.
const app = useApp({ PURGE_INTERVAL_SECONDS: '1' });
const tokens = useSignIns(app, EVERY_DEMO_ACCOUNT);

type Line = Record<string, unknown> & { msg: string; level: string; timestamp: string };
type Value = { labels: Record<string, string>; ns: string; line: Line };

async function getlogs(token: string, input: object = {}): Promise<{ answer: LogsAnswer; values: Value[] }> {
  const response = await app.t.call('getlogs', input, token);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as LogsAnswer;
  const values = answer.data.result.flatMap((stream) => stream.values.map(([ns, line]) => ({ labels: stream.stream, ns, line: JSON.parse(line) as Line })));
  return { answer, values };
}

/** Waits for the log store's next batch to have written an entry whose message contains `text` (it writes every second). */
async function untilStored(text: string, count = 1): Promise<void> {
  const stored = async () => (await app.t.database.db.select({ id: logEntries.id }).from(logEntries).where(ilike(logEntries.message, `%${text}%`))).length;
  for (const deadline = Date.now() + 10_000; (await stored()) < count; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > deadline) throw new Error(`no entry "${text}" was written within 10 s`);
  }
}

/** Creates a console user of the signed-in tenant (an audited change by that tenant's administrator); answers its id. */
async function createUser(token: string, cloudId: string): Promise<number> {
  const response = await app.t.call('createUpdateUser', newUser(cloudId), token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }).id;
}

const marker = randomUUID().slice(0, 8);
let acmeUser: number;
let globexUser: number;

beforeAll(async () => {
  acmeUser = await createUser(tokens.acmeAdmin, 'acme');
  globexUser = await createUser(tokens.globexAdmin, 'globex');
  // Records of the product's own logger at each level, about acme.
  app.t.app.log.debug({ cloudId: 'acme' }, `probe debug ${marker}`);
  app.t.app.log.info({ cloudId: 'acme' }, `probe info ${marker}`);
  app.t.app.log.error({ cloudId: 'acme', err: new Error('the disk is full') }, `probe error ${marker}`);
  app.t.app.log.fatal({ cloudId: 'acme' }, `probe panic ${marker}`);
  await untilStored(`probe panic ${marker}`);
  await untilStored('audit createUpdateUser', 2);
});

describe('getlogs: tenant scope', () => {
  it("shows a tenant's users their tenant's audit entries with the Action User, and never another tenant's", async () => {
    for (const token of [tokens.acmeAdmin, tokens.acmeSupport, tokens.acmeSimple]) {
      const { answer, values } = await getlogs(token, { level: 'Audit' });
      expect(answer.status).toBe('success');
      expect(answer.data.resultType).toBe('streams');
      const created = values.find((value) => value.line.call === 'createUpdateUser' && value.line['Action User'] === 'acme-admin');
      expect(created?.labels).toEqual({ job: 'mamt-console', host: expect.any(String), filename: 'server.log', level: 'audit', kind: 'audit', cloud_id: 'acme' });
      expect(created?.line).toMatchObject({ msg: 'audit createUpdateUser ok', level: 'audit', audit_log: true, result: 'ok', caller: expect.stringMatching(/^src\/features\/audit\/audit\.service\.ts:\d+$/) });
      expect(values.every((value) => value.labels.cloud_id === 'acme')).toBe(true);
      expect(JSON.stringify(values)).not.toContain('globex-admin');
    }
    // Nor the entries that name no tenant (requests, jobs): only the super tenant reads those.
    const { values } = await getlogs(tokens.acmeAdmin);
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((value) => value.labels.cloud_id === 'acme')).toBe(true);
    expect(values.map((value) => value.line.msg)).not.toContain('incoming request');
  });

  it("lists the provider's change of a tenant's data under that tenant, naming the provider's user", async () => {
    const created = await createUser(tokens.superAdmin, 'acme');
    await untilStored('audit createUpdateUser', 3);
    const { values } = await getlogs(tokens.acmeSimple, { level: 'Audit', limit: 1000 });
    const change = values.find((value) => value.line.target === `user:${created}`);
    expect(change?.line['Action User']).toBe('admin');
    expect(change?.labels.cloud_id).toBe('acme');
    const globex = await getlogs(tokens.globexAdmin, { level: 'Audit', limit: 1000 });
    expect(globex.values.some((value) => value.line.target === `user:${created}`)).toBe(false);
  });

  it("keeps a stranger's failed sign-in out of the tenant's logs it names, for the provider to see", async () => {
    const stranger = `stranger-${marker}`;
    expect((await app.t.call('authLogin', { cloud_id: 'acme', user: stranger, password: 'not-the-password' })).statusCode).toBe(401);
    const attemptOf = async () => (await getlogs(tokens.superAdmin, { level: 'Audit', limit: 1000 })).values.find((value) => value.line.claimed_user === stranger);
    await expect.poll(attemptOf, { timeout: 10_000, interval: 100 }).toBeDefined();
    const acme = await getlogs(tokens.acmeAdmin, { level: 'Audit', limit: 1000 });
    expect(JSON.stringify(acme.values)).not.toContain(stranger);
    const attempt = await attemptOf();
    expect(attempt?.line).toMatchObject({ call: 'authLogin', claimed_cloud_id: 'acme' });
    expect(attempt?.line['Action User']).toBeUndefined();
    expect(attempt?.labels.cloud_id).toBeUndefined();
  });

  it("refuses a tenant naming another tenant's cloud id, and lets it name its own", async () => {
    const refused = await app.t.call('getlogs', { cloud_id: 'acme' }, tokens.globexAdmin);
    expect(refused.statusCode).toBe(403);
    expect((await app.t.call('getlogs', { cloud_id: 'acme' }, tokens.acmeSimple)).statusCode).toBe(200);
  });

  it("shows the super tenant every tenant's entries and those of no tenant, or one tenant's when it names one", async () => {
    const { values } = await getlogs(tokens.superSupport, { limit: 1000 });
    const actors = values.map((value) => value.line['Action User']);
    expect(actors).toEqual(expect.arrayContaining(['acme-admin', 'globex-admin']));
    expect(values.some((value) => value.line.msg === 'request completed' && value.labels.cloud_id === undefined)).toBe(true);
    const globex = await getlogs(tokens.superAdmin, { cloud_id: 'globex', limit: 1000 });
    expect(globex.values.length).toBeGreaterThan(0);
    expect(globex.values.every((value) => value.labels.cloud_id === 'globex')).toBe(true);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await app.t.call('getlogs', {})).statusCode).toBe(401);
  });
});

describe('getlogs: filters', () => {
  it('filters the message by a wildcard pattern or by text it contains, in any case', async () => {
    const messages = async (message: string) => (await getlogs(tokens.acmeAdmin, { message })).values.map((value) => value.line.msg);
    expect(await messages(`PROBE * ${marker}`)).toEqual([`probe panic ${marker}`, `probe error ${marker}`, `probe info ${marker}`]);
    expect(await messages(`probe ???? ${marker}`)).toEqual([`probe info ${marker}`]);
    expect(await messages(`error ${marker}`)).toEqual([`probe error ${marker}`]);
    expect(await messages(`probe*${marker}x`)).toEqual([]);
    // ILIKE's own wildcards are plain text here.
    expect(await messages(`probe%${marker}`)).toEqual([]);
  });

  it('filters by level, and keeps below-info records out', async () => {
    const levels = async (input: object) => (await getlogs(tokens.acmeAdmin, { message: marker, ...input })).values.map((value) => [value.line.level, value.labels.level]);
    expect(await levels({ level: 'Error' })).toEqual([['error', 'error']]);
    expect(await levels({ level: 'panic' })).toEqual([['panic', 'panic']]);
    expect(await levels({ level: 'INFO' })).toEqual([['info', 'info']]);
    expect(await levels({ level: '' })).toHaveLength(3);
    const error = (await getlogs(tokens.acmeAdmin, { message: `probe error ${marker}` })).values[0]!.line;
    expect(error).toMatchObject({ error: 'the disk is full', stacktrace: expect.stringMatching(/^Error: the disk is full\n\s+at /), caller: expect.stringMatching(/^test\/api\/logs\.test\.ts:\d+$/) });
    const panic = (await getlogs(tokens.acmeAdmin, { message: `probe panic ${marker}` })).values[0]!.line;
    expect(panic.custom_panic_error_trace).toMatch(/logs\.test\.ts/);
  });

  it("reads audit_log as the Audit level, and finds nothing for it with another level", async () => {
    const audit = await getlogs(tokens.acmeAdmin, { audit_log: true });
    expect(audit.values.length).toBeGreaterThan(0);
    expect(audit.values.every((value) => value.line.level === 'audit')).toBe(true);
    expect((await getlogs(tokens.acmeAdmin, { audit_log: 'yes', level: 'error' })).values).toEqual([]);
  });

  it('answers newest first, a page of `limit` entries, with the total of all that match', async () => {
    const all = await getlogs(tokens.acmeAdmin, { message: marker });
    expect(all.answer.data).toMatchObject({ total: 3, total_capped: false });
    const times = all.values.map((value) => BigInt(value.ns));
    expect([...times].sort((a, b) => (b > a ? 1 : -1))).toEqual(times);
    expect(new Set(times).size).toBe(times.length);
    // Across streams: each stream's values newest first, the streams in the order of their newest value.
    const { answer } = await getlogs(tokens.superAdmin, { limit: 1000 });
    const streams = answer.data.result.map((stream) => stream.values.map(([ns]) => BigInt(ns)));
    expect(streams.length).toBeGreaterThan(1);
    for (const stream of streams) expect([...stream].sort((a, b) => (b > a ? 1 : -1))).toEqual(stream);
    const newest = streams.map((stream) => stream[0]!);
    expect([...newest].sort((a, b) => (b > a ? 1 : -1))).toEqual(newest);
    const page = await getlogs(tokens.acmeAdmin, { message: marker, limit: 2 });
    expect(page.values.map((value) => value.line.msg)).toEqual([`probe panic ${marker}`, `probe error ${marker}`]);
    expect(page.answer.data).toMatchObject({ total: 3, total_capped: false });
  });

  it('keeps entries from start (included) to end (excluded), in nanoseconds as strings or numbers', async () => {
    const { values } = await getlogs(tokens.acmeAdmin, { message: marker });
    const [panic, error, info] = values.map((value) => value.ns);
    const between = async (input: object) => (await getlogs(tokens.acmeAdmin, { message: marker, ...input })).values.map((value) => value.ns);
    expect(await between({ start: error, end: panic })).toEqual([error]);
    expect(await between({ start: info })).toEqual([panic, error, info]);
    expect(await between({ end: error })).toEqual([info]);
    const ms = Number(BigInt(info!) / 1_000_000n);
    const minuteBefore = (BigInt(ms - 60_000) * 1_000_000n).toString();
    expect(await between({ start: minuteBefore })).toHaveLength(3);
    expect(await between({ end: minuteBefore })).toEqual([]);
    // A number is taken as long as it is exact (a time of today in nanoseconds is too large to be).
    expect(await between({ start: 0 })).toHaveLength(3);
    // The line's timestamp is the entry's time.
    expect(Date.parse(values[2]!.line.timestamp)).toBe(ms);
  });

  it('refuses a bad level, time or limit with 400 naming the field', async () => {
    for (const [input, field] of [
      [{ level: 'verbose' }, 'level'],
      [{ start: 'yesterday' }, 'start'],
      [{ end: -5 }, 'end'],
      // Past PostgreSQL's bigint, which the entries' times are compared in.
      [{ start: '9999999999999999999' }, 'start'],
      [{ end: '9223372036854775808' }, 'end'],
      [{ start: '20', end: '10' }, 'end'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 1001 }, 'limit'],
      [{ limit: 'many' }, 'limit'],
    ] as const) {
      const response = await app.t.call('getlogs', input, tokens.acmeAdmin);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(Object.keys(response.json().fieldErrors ?? {}), JSON.stringify(input)).toEqual([field]);
    }
  });

  it('names who made a change and what it changed: a console user created in the console', async () => {
    const { values } = await getlogs(tokens.superAdmin, { level: 'audit', message: 'createUpdateUser', limit: 1000 });
    const byActor = (actor: string) => values.filter((value) => value.line['Action User'] === actor);
    expect(byActor('acme-admin').length).toBeGreaterThan(0);
    expect(byActor('globex-admin')[0]?.labels.cloud_id).toBe('globex');
    expect(byActor('acme-admin').map((value) => value.line.target)).toContain(`user:${acmeUser}`);
    expect(byActor('globex-admin').map((value) => value.line.target)).toContain(`user:${globexUser}`);
  });
});

describe('what System Logs keeps', () => {
  it('keeps a line with a NUL character (shown as U+FFFD), a backslash before it and unicode, and the lines of its batch', async () => {
    const nul = randomUUID().slice(0, 8);
    app.t.app.log.info({ cloudId: 'acme', path: 'C:\\x\u0000y' }, `nul before ${nul}`);
    app.t.app.log.info({ cloudId: 'acme' }, `nul \u0000 inside ${nul} — ñ 漢字 \\u0000`);
    app.t.app.log.info({ cloudId: 'acme' }, `nul after ${nul}`);
    await untilStored(`nul after ${nul}`);
    const { values } = await getlogs(tokens.acmeAdmin, { message: nul, limit: 10 });
    expect(values.map((value) => value.line.msg).reverse()).toEqual([`nul before ${nul}`, `nul \ufffd inside ${nul} — ñ 漢字 \\u0000`, `nul after ${nul}`]);
    expect(values.at(-1)?.line.path).toBe('C:\\x\ufffdy');
  });
});

describe('the retention of System Logs', () => {
  it('purges entries older than LOG_RETENTION_DAYS (30) and keeps newer ones', async () => {
    const day = 86_400_000;
    const entry = (days: number) => ({
      loggedAt: new Date(Date.now() - days * day),
      level: 'info',
      message: `aged ${days} days ${marker}`,
      labels: { job: 'mamt-console', host: 'h', filename: 'server.log' },
      fields: {},
    });
    await app.t.database.db.insert(logEntries).values([entry(31), entry(29)]);
    const aged = async () =>
      (await app.t.database.db.select({ message: logEntries.message }).from(logEntries).where(and(ilike(logEntries.message, `aged % ${marker}`), eq(logEntries.level, 'info')))).map(
        (row) => row.message,
      );
    await expect.poll(aged, { timeout: 10_000, interval: 250 }).toEqual([`aged 29 days ${marker}`]);
  });
});
