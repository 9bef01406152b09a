import { randomUUID } from 'node:crypto';
import { LOG_COUNT_CAP, type LogsAnswer } from '@mamt/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logEntries } from '../../src/db/schema.js';
import { logEntryTextOf } from '../../src/db/schema/log-entries.js';
import type { LogEntry } from '../../src/features/logs/log-entry.js';
import { createLogsRepository } from '../../src/features/logs/logs.repository.js';
import { usePlatformApp } from '../support/platform-app.js';
import { useSignIns } from '../support/test-app.js';

// System Logs as a support engineer uses it: "who changed this user, and what happened to that phone?"
const app = usePlatformApp();
const tokens = useSignIns(app, { acme: 'acmeAdmin', super: 'superAdmin' });

type Line = Record<string, unknown> & { msg: string; level: string };
type Value = { labels: Record<string, string>; ns: string; line: Line };
type Page = { data: LogsAnswer['data']; values: Value[] };

async function getlogs(token: string, input: object = {}): Promise<Page> {
  const response = await app.t.call('getlogs', input, token);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json() as LogsAnswer;
  const values = answer.data.result.flatMap((stream) => stream.values.map(([ns, line]) => ({ labels: stream.stream, ns, line: JSON.parse(line) as Line })));
  return { data: answer.data, values };
}

/** Waits until the log store has written `count` entries whose text holds `text` (it writes every second). */
async function untilStored(text: string, count = 1): Promise<void> {
  const stored = async () => (await app.t.database.db.select({ id: logEntries.id }).from(logEntries).where(sql`${logEntryTextOf(logEntries)} ilike ${`%${text}%`}`)).length;
  for (const deadline = Date.now() + 10_000; (await stored()) < count; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (Date.now() > deadline) throw new Error(`no entry with "${text}" was written within 10 s`);
  }
}

const marker = randomUUID().slice(0, 8);
const username = `zz${marker}-user`;
let userId: number;

beforeAll(async () => {
  const created = await app.t.call(
    'createUpdateUser',
    { name: 'Zed Zed', email: `${username}@example.test`, username, user_type: 'simple user', password: 'new-pass-1', cloud_id: 'acme' },
    tokens.acme,
  );
  expect(created.statusCode, created.body).toBe(200);
  userId = (created.json() as { id: number }).id;
  const changed = await app.t.call(
    'createUpdateUser',
    { id: userId, name: 'Zed Zed', email: `new-${username}@example.test`, username, user_type: 'support user', password: 'other-pass-2', cloud_id: 'acme' },
    tokens.acme,
  );
  expect(changed.statusCode, changed.body).toBe(200);
  const toggled = await app.t.call('toggleDomainLevlQuickDial', { domain: 'acme.demo', check: true }, tokens.acme);
  expect(toggled.statusCode, toggled.body).toBe(200);
  await untilStored(username, 2);
  await untilStored('quick_dial');
});

describe('audit entries name what they changed', () => {
  it("finds a console user's changes by the user's name, with the fields each changed and the password only as changed", async () => {
    const { values } = await getlogs(tokens.acme, { message: username });
    const audits = values.filter((value) => value.line.call === 'createUpdateUser');
    expect(audits).toHaveLength(2);
    const [update, create] = audits;
    expect(create!.line).toMatchObject({ subject: { kind: 'user', name: username }, 'Action User': 'acme-admin' });
    expect(create!.line.changes).toEqual(expect.arrayContaining([{ field: 'username', to: username }, { field: 'password', changed: true }]));
    expect(update!.line.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', from: `${username}@example.test`, to: `new-${username}@example.test` },
        { field: 'user_type', from: 'simple user', to: 'support user' },
        { field: 'password', changed: true },
      ]),
    );
    expect(update!.line.changes).not.toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name' })]));
    // No password, old or new, is anywhere in the entries.
    expect(JSON.stringify(values)).not.toMatch(/new-pass-1|other-pass-2/);
  });

  it("finds a domain setting's change by the domain, old and new", async () => {
    const { values } = await getlogs(tokens.acme, { message: 'acme.demo', kinds: ['audit'] });
    const toggle = values.find((value) => value.line.call === 'toggleDomainLevlQuickDial');
    expect(toggle?.line).toMatchObject({ subject: { kind: 'domain', name: 'acme.demo' }, changes: [{ field: 'quick_dial', from: false, to: true }] });
    expect(toggle?.labels.kind).toBe('audit');
  });
});

describe('the text filter reads the whole entry', () => {
  it("matches the call, the target, the Action User and a request's URL, with wildcards", async () => {
    const calls = async (message: string, token = tokens.acme) => (await getlogs(token, { message, kinds: ['audit'] })).values.map((value) => value.line.call);
    expect(await calls(`user:${userId}`)).toEqual(['createUpdateUser', 'createUpdateUser']);
    expect(await calls(`zz${marker}*support user`)).toEqual(['createUpdateUser']);
    expect(await calls(`zz${marker}?user`)).toEqual(['createUpdateUser', 'createUpdateUser']);
    expect(await calls(`zz${marker}??user`)).toEqual([]);
    const admin = await getlogs(tokens.acme, { message: 'ACME-ADMIN', kinds: ['audit'] });
    expect(admin.values.length).toBeGreaterThan(2);

    await app.t.app.inject({ method: 'GET', url: `/provisioning/${marker}/1001@acme.demo` });
    await untilStored(`/provisioning/${marker}`);
    const request = await getlogs(tokens.super, { message: `${marker}/1001@acme.demo`, kinds: ['request'] });
    expect(request.values.map((value) => [value.line.msg, value.labels.kind])).toEqual([['request completed', 'request']]);
  });
});

describe('kinds', () => {
  it('tells audit, error, warning, request, job and info apart, and leaves requests out unless asked', async () => {
    app.t.app.log.error({ err: new Error('boom') }, `kind probe ${marker}`);
    app.t.app.log.warn(`kind probe ${marker}`);
    app.t.app.log.info({ job: 'purge-expired' }, `kind probe ${marker}`);
    app.t.app.log.info(`kind probe ${marker}`);
    await app.t.app.inject({ method: 'GET', url: `/kind-probe-${marker}` });
    await untilStored(`kind-probe-${marker}`);
    const kinds = async (input: object) => (await getlogs(tokens.super, { message: `kind?probe*${marker}`, ...input })).values.map((value) => value.labels.kind);
    expect(await kinds({})).toEqual(['request', 'info', 'job', 'warning', 'error']);
    expect(await kinds({ kinds: ['audit', 'error', 'warning', 'job', 'info'] })).toEqual(['info', 'job', 'warning', 'error']);
    expect(await kinds({ kinds: ['job', 'warning'] })).toEqual(['job', 'warning']);
    expect(await kinds({ kinds: [] })).toEqual([]);
  });
});

describe('paging by entry time', () => {
  it('pages older and newer with the total and the count of newer entries, stable while new entries arrive', async () => {
    for (let index = 0; index < 7; index += 1) app.t.app.log.info(`page probe ${marker} #${index}`);
    await untilStored(`page probe ${marker} #6`);
    const texts = (page: Page) => page.values.map((value) => value.line.msg.replace(`page probe ${marker} `, ''));
    const filters = { message: `page probe ${marker}`, limit: 3 };
    const first = await getlogs(tokens.super, filters);
    expect(texts(first)).toEqual(['#6', '#5', '#4']);
    expect(first.data).toMatchObject({ total: 7, total_capped: false, newer: 0, has_newer: false, has_older: true });

    const second = await getlogs(tokens.super, { ...filters, before: first.values.at(-1)!.ns });
    expect(texts(second)).toEqual(['#3', '#2', '#1']);
    expect(second.data).toMatchObject({ total: 7, newer: 3, has_newer: true, has_older: true });

    // New entries arrive: the pages already read stay as they were.
    for (let index = 7; index < 9; index += 1) app.t.app.log.info(`page probe ${marker} #${index}`);
    await untilStored(`page probe ${marker} #8`);
    const third = await getlogs(tokens.super, { ...filters, before: second.values.at(-1)!.ns });
    expect(texts(third)).toEqual(['#0']);
    expect(third.data).toMatchObject({ total: 9, newer: 8, has_older: false });
    const again = await getlogs(tokens.super, { ...filters, before: first.values.at(-1)!.ns });
    expect(texts(again)).toEqual(['#3', '#2', '#1']);

    // Back to newer entries: the ones right after the cursor, newest first.
    const back = await getlogs(tokens.super, { ...filters, after: second.values[0]!.ns });
    expect(texts(back)).toEqual(['#6', '#5', '#4']);
    expect(back.data).toMatchObject({ newer: 2, has_newer: true, has_older: true });
    const newest = await getlogs(tokens.super, { ...filters, after: back.values[0]!.ns });
    expect(texts(newest)).toEqual(['#8', '#7']);
    expect(newest.data).toMatchObject({ newer: 0, has_newer: false, has_older: true });
  });
});

describe('counting', () => {
  it('counts the total and the newer entries up to LOG_COUNT_CAP, and says when there are more', async () => {
    const repo = createLogsRepository(app.t.database.db);
    const now = Date.now();
    const entry = (index: number): LogEntry => ({
      time: now - 60_000 + index,
      level: 'info',
      kind: 'info',
      message: `count probe ${marker} #${index}`,
      cloudId: 'acme',
      actionUser: null,
      labels: { job: 'mamt-console', host: 'test', filename: 'server.log' },
      fields: {},
    });
    await repo.insert(Array.from({ length: LOG_COUNT_CAP + 2 }, (_, index) => entry(index)));
    const first = await getlogs(tokens.acme, { message: `count probe ${marker}`, limit: 1000 });
    expect(first.data).toMatchObject({ total: LOG_COUNT_CAP, total_capped: true, newer: 0, has_older: true });
    const later = await getlogs(tokens.acme, { message: `count probe ${marker}`, before: first.values.at(-1)!.ns, limit: 10 });
    expect(later.data).toMatchObject({ total: LOG_COUNT_CAP, total_capped: true, newer: 1000 });
  });
});

describe('bad filters', () => {
  it('refuses each with 400 naming the field', async () => {
    for (const [input, field] of [
      [{ message: 'x'.repeat(3000) }, 'message'],
      [{ kinds: ['audit', 'debug'] }, 'kinds'],
      [{ kinds: 'audit' }, 'kinds'],
      [{ before: 'yesterday' }, 'before'],
      [{ before: '20', after: '10' }, 'after'],
    ] as const) {
      const response = await app.t.call('getlogs', input, tokens.acme);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(Object.keys(response.json().fieldErrors ?? {})[0]?.split('.')[0], JSON.stringify(input)).toBe(field);
    }
  });
});
