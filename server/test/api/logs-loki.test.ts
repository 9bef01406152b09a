import type { LogsAnswer } from '@mamt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logEntries } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { newUser } from '../support/authorization-fixtures.js';
import { useLokiSimulator } from '../support/loki-simulator.js';

/** With LOKI_URL set, System Logs' entries go to Loki as well as the database, and the screen reads them from Loki. */
const sim = useLokiSimulator();
let t: TestApp;
const tokens = {} as Record<'acme' | 'acmeSimple' | 'globex' | 'super', string>;

beforeAll(async () => {
  t = await buildTestApp({ LOKI_URL: sim.url, LOKI_TIMEOUT_MS: '2000' });
  tokens.acme = await t.login('acme', 'acme-admin');
  tokens.acmeSimple = await t.login('acme', 'acme-simple');
  tokens.globex = await t.login('globex', 'globex-admin');
  tokens.super = await t.login('demo', 'admin');
  for (const [token, cloudId] of [[tokens.acme, 'acme'], [tokens.globex, 'globex']] as const) {
    const response = await t.call('createUpdateUser', newUser(cloudId), token);
    expect(response.statusCode, response.body).toBe(200);
  }
});
afterAll(() => t.close());

type Pushed = { labels: Record<string, string>; line: Record<string, unknown> };
const pushed = (): Pushed[] => sim.simulator.control.streams().flatMap((stream) => stream.values.map(([, line]) => ({ labels: stream.labels, line: JSON.parse(line) as Record<string, unknown> })));
const auditsPushedBy = (actor: string) => pushed().filter((entry) => entry.line['Action User'] === actor && entry.line.call === 'createUpdateUser');

async function getlogs(token: string, input: object = {}) {
  const response = await t.call('getlogs', input, token);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as LogsAnswer;
  return answer.data.result.flatMap((stream) => stream.values.map(([ns, line]) => ({ labels: stream.stream, ns, line: JSON.parse(line) as Record<string, unknown> })));
}

/** Each stream's values newest first, and the streams in the order of their newest value (the first is the newest of all). */
function expectNewestFirst(answer: LogsAnswer): void {
  const streams = answer.data.result.map((stream) => stream.values.map(([ns]) => BigInt(ns)));
  for (const times of streams) expect([...times].sort((a, b) => (b > a ? 1 : -1))).toEqual(times);
  const newest = streams.map((times) => times[0]!);
  expect([...newest].sort((a, b) => (b > a ? 1 : -1))).toEqual(newest);
  expect(streams.length).toBeGreaterThan(1);
}

describe('System Logs with Loki', () => {
  it("pushes the entries to Loki in streams of the entry's labels, and still writes them to the database", async () => {
    await expect.poll(() => auditsPushedBy('acme-admin').length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    const [audit] = auditsPushedBy('acme-admin');
    expect(audit?.labels).toEqual({ job: 'mamt-console', host: expect.any(String), filename: 'server.log', level: 'audit', kind: 'audit', cloud_id: 'acme' });
    expect(audit?.line).toMatchObject({ msg: 'audit createUpdateUser ok', level: 'audit', audit_log: true, timestamp: expect.any(String) });
    expect(pushed().some((entry) => entry.line.msg === 'request completed' && entry.labels.cloud_id === undefined)).toBe(true);
    const stored = await t.database.db.select({ message: logEntries.message }).from(logEntries);
    expect(stored.map((row) => row.message)).toContain('audit createUpdateUser ok');
  });

  it('reads from Loki, in the tenant scope of the caller', async () => {
    await expect.poll(() => auditsPushedBy('globex-admin').length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    const queries = sim.simulator.control.counters().queries;
    // A line only Loki has: what the screen shows comes from there.
    const now = BigInt(Date.now()) * 1_000_000n;
    sim.simulator.store.push({ job: 'mamt-console', host: 'elsewhere', filename: 'server.log', level: 'info', cloud_id: 'acme' }, [{ ns: now, line: '{"msg":"only in loki"}' }]);

    const acme = await getlogs(tokens.acmeSimple);
    expect(sim.simulator.control.counters().queries).toBe(queries + 1);
    expect(acme.map((entry) => entry.line.msg)).toContain('only in loki');
    expect(acme.some((entry) => entry.line['Action User'] === 'acme-admin')).toBe(true);
    expect(acme.every((entry) => entry.labels.cloud_id === 'acme')).toBe(true);

    const everyone = await getlogs(tokens.super, { limit: 1000 });
    expect(everyone.map((entry) => entry.line['Action User'])).toEqual(expect.arrayContaining(['acme-admin', 'globex-admin']));
    expectNewestFirst((await t.call('getlogs', { limit: 1000 }, tokens.super)).json() as LogsAnswer);
    const globex = await getlogs(tokens.super, { cloud_id: 'globex' });
    expect(globex.length).toBeGreaterThan(0);
    expect(globex.every((entry) => entry.labels.cloud_id === 'globex')).toBe(true);
    expect((await t.call('getlogs', { cloud_id: 'acme' }, tokens.globex)).statusCode).toBe(403);
  });

  it('filters by level and message in LogQL as the database does, and pages by limit', async () => {
    const audits = await getlogs(tokens.acme, { level: 'Audit', message: 'AUDIT createUpdate*' });
    expect(audits.length).toBeGreaterThan(0);
    expect(audits.every((entry) => entry.labels.level === 'audit' && entry.line.msg === 'audit createUpdateUser ok')).toBe(true);
    expect(await getlogs(tokens.acme, { message: 'createUpdate*xyz' })).toEqual([]);
    expect(await getlogs(tokens.acme, { audit_log: true, message: 'createUpdateUser' })).toEqual(audits);
    const page = await t.call('getlogs', { limit: 1 }, tokens.super);
    expect((page.json() as LogsAnswer).data).toMatchObject({ total: 1, total_capped: true, has_older: true, has_newer: false });
  });

  it('reads the whole line, kinds from their label, and pages by entry time as the database does', async () => {
    // The subject's name and the Action User are in the line, not in the message.
    const [audit] = auditsPushedBy('acme-admin');
    const name = (audit?.line.subject as { name: string }).name;
    const found = await getlogs(tokens.acme, { message: name, kinds: ['audit'] });
    expect(found.map((entry) => entry.line.call)).toContain('createUpdateUser');
    expect(found.every((entry) => entry.labels.kind === 'audit')).toBe(true);
    expect(await getlogs(tokens.acme, { message: name, kinds: ['request'] })).toEqual([]);

    const now = BigInt(Date.now()) * 1_000_000n;
    const labels = { job: 'mamt-console', host: 'pager', filename: 'server.log', level: 'info', kind: 'info', cloud_id: 'acme' };
    sim.simulator.store.push(labels, [1, 2, 3, 4, 5].map((index) => ({ ns: now - BigInt(10 - index) * 1_000_000n, line: `{"msg":"loki page ${index}"}` })));
    const msgs = (entries: Awaited<ReturnType<typeof getlogs>>) => entries.map((entry) => entry.line.msg);
    const first = await t.call('getlogs', { message: 'loki page', limit: 2 }, tokens.acme);
    const firstAnswer = first.json() as LogsAnswer;
    const firstValues = firstAnswer.data.result.flatMap((stream) => stream.values);
    expect(firstValues.map(([, line]) => JSON.parse(line).msg)).toEqual(['loki page 5', 'loki page 4']);
    expect(firstAnswer.data).toMatchObject({ has_older: true, has_newer: false });
    const older = await getlogs(tokens.acme, { message: 'loki page', limit: 2, before: firstValues.at(-1)![0] });
    expect(msgs(older)).toEqual(['loki page 3', 'loki page 2']);
    const newer = await getlogs(tokens.acme, { message: 'loki page', limit: 2, after: older[0]!.ns });
    expect(msgs(newer)).toEqual(['loki page 5', 'loki page 4']);
  });

  it("reads a window longer than Loki's longest query (the screen's 90 days) in parts, newest first", async () => {
    const end = BigInt(Date.now()) * 1_000_000n;
    const start = end - 90n * 24n * 3_600_000_000_000n;
    const queriesBefore = sim.simulator.control.counters().queries;
    const entries = await getlogs(tokens.acme, { level: 'Audit', start: String(start), end: String(end) });
    expect(entries.some((entry) => entry.line['Action User'] === 'acme-admin')).toBe(true);
    // The page of 100 is not full after the newest 30 days, so the three parts were read.
    expect(sim.simulator.control.counters().queries - queriesBefore).toBe(3);
  });

  it('tries a failed push once more', async () => {
    const before = sim.simulator.control.counters().pushes;
    sim.simulator.control.setFaults({ failPushes: 1 });
    t.app.log.info({ cloudId: 'acme' }, 'pushed after a retry');
    await expect.poll(() => pushed().some((entry) => entry.line.msg === 'pushed after a retry'), { timeout: 10_000, interval: 100 }).toBe(true);
    expect(sim.simulator.control.counters().pushes).toBeGreaterThanOrEqual(before + 2);
  });

  it("answers 502 'Unable to get the data' when Loki fails", async () => {
    sim.simulator.control.setFaults({ failQueries: 1 });
    const response = await t.call('getlogs', {}, tokens.acme);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', message: 'Unable to get the data' });
    expect((await t.call('getlogs', {}, tokens.acme)).statusCode).toBe(200);
  });
});
