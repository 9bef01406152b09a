import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, consoleUsers, idempotentRequests } from '../../src/db/schema.js';
import { createIdempotency, requestHashOf } from '../../src/rpc/idempotency.js';
import { useSignIns, useTestApp } from '../support/test-app.js';
import { acmeUserForm as person } from '../support/user-fixtures.js';

const app = useTestApp();
const tokens = useSignIns(app, { acme: 'acmeAdmin' });

/** createUpdateUser as the console sends it: JSON, the session token and the submit's key. */
const save = (body: object, key: string, token = tokens.acme) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/v1/createUpdateUser',
    headers: { 'content-type': 'application/json', token, 'idempotency-key': key },
    payload: JSON.stringify(body),
  });

const usersNamed = async (username: string) =>
  app.t.database.db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.username, username));

const auditsOf = async (username: string) =>
  (await app.t.database.db.select().from(auditLog).where(and(eq(auditLog.call, 'createUpdateUser'), eq(auditLog.username, username)))).length;

describe('idempotent creates (Idempotency-Key)', () => {
  it('answers a repeated add with the first answer and creates one user', async () => {
    const audits = await auditsOf('acme-admin');
    const first = await save(person('twice'), 'key-twice');
    const second = await save(person('twice'), 'key-twice');
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ message: 'User created successfully', id: expect.any(Number) });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await usersNamed('twice')).toHaveLength(1);
    // The repeat changed nothing, so it leaves no audit record of its own.
    expect(await auditsOf('acme-admin')).toBe(audits + 1);
  });

  it('runs concurrent requests of one key once, each waiting for the first answer', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => save(person('together'), 'key-together')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await usersNamed('together')).toHaveLength(1);
  });

  it('refuses the same key with another request, without running it', async () => {
    expect((await save(person('first-body'), 'key-reused')).statusCode).toBe(200);
    const other = await save(person('second-body'), 'key-reused');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'UNPROCESSABLE', messageId: 'idempotencyKeyReused' });
    expect(await usersNamed('second-body')).toHaveLength(0);
    // Another call with the key is another request too.
    const otherCall = await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/deleteUserDetail',
      headers: { 'content-type': 'application/json', token: tokens.acme, 'idempotency-key': 'key-reused' },
      payload: JSON.stringify({ id: (await usersNamed('first-body'))[0]!.id }),
    });
    expect(otherCall.statusCode).toBe(422);
    expect(await usersNamed('first-body')).toHaveLength(1);
  });

  it('keeps no refused answer: the corrected form is sent again with the same key', async () => {
    const invalid = await save(person('corrected', { password: '123' }), 'key-corrected');
    expect(invalid.statusCode).toBe(400);
    await save(person('taken-name'), 'key-taken-first');
    // Refused by the service, after the key was claimed: the claim is given back.
    const taken = await save(person('taken-name', { email: 'other@acme.example' }), 'key-corrected');
    expect(taken.json().fieldErrors).toEqual({ username: 'This username already exists in this cloud' });
    const fixed = await save(person('corrected'), 'key-corrected');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
    expect(await usersNamed('corrected')).toHaveLength(1);
  });

  it("keeps each user's keys apart", async () => {
    expect((await save(person('mine'), 'key-shared')).statusCode).toBe(200);
    const theirs = await save(person('theirs'), 'key-shared', app.superToken);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await usersNamed('theirs')).toHaveLength(1);
  });

  it('stores only hashes of the key and the request', async () => {
    await save(person('hashed'), 'key-hashed-secret');
    const rows = await app.t.database.db.select().from(idempotentRequests);
    expect(JSON.stringify(rows)).not.toContain('key-hashed-secret');
    expect(rows.map((row) => row.keyHash)).toContain(createHash('sha256').update('key-hashed-secret').digest('hex'));
  });

  it('refuses a malformed key, and runs a call without a key as before', async () => {
    const tooLong = await save(person('long-key'), 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', messageId: 'idempotencyKeyInvalid' });
    expect((await app.t.call('createUpdateUser', person('no-key'), tokens.acme)).statusCode).toBe(200);
    expect((await app.t.call('createUpdateUser', person('no-key'), tokens.acme)).json().fieldErrors).toEqual({ username: 'This username already exists in this cloud' });
  });

  it('describes the header in the API docs of write calls', async () => {
    const doc = (await app.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = doc.paths['/api/v1/createUpdateUser'].post.parameters as Array<{ in: string; name: string; description?: string }>;
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', description: expect.stringContaining('same user') }));
    expect(doc.paths['/api/v1/userSummary'].post.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'idempotency-key' }));
  });
});

describe('a key whose first request is still running', () => {
  const userId = async () => (await usersNamed('acme-admin'))[0]!.id;
  const running = async (key: string, startedAt: Date) =>
    app.t.database.db.insert(idempotentRequests).values({
      userId: await userId(),
      keyHash: createHash('sha256').update(key).digest('hex'),
      call: 'createUpdateUser',
      requestHash: requestHashOf({ call: 'createUpdateUser', input: { a: 1 }, files: [] }),
      startedAt,
    });

  it('tells a repeat to try again once it has waited long enough', async () => {
    await running('key-slow', new Date());
    const idempotency = createIdempotency(app.t.database.db, { waitMs: 100 });
    let ran = false;
    const repeat = idempotency.run({ userId: await userId(), key: 'key-slow', call: 'createUpdateUser', input: { a: 1 }, files: [] }, async () => (ran = true));
    await expect(repeat).rejects.toMatchObject({ code: 'CONFLICT', statusCode: 409 });
    expect(ran).toBe(false);
  });

  it('runs the call again when the first was abandoned (its process died)', async () => {
    await running('key-abandoned', new Date(Date.now() - 10 * 60_000));
    const idempotency = createIdempotency(app.t.database.db, { abandonedMs: 60_000 });
    const repeat = await idempotency.run({ userId: await userId(), key: 'key-abandoned', call: 'createUpdateUser', input: { a: 1 }, files: [] }, async () => ({ done: true }));
    expect(repeat).toEqual({ answer: { done: true }, replayed: false });
  });

  it('tells files of other content apart, and fields in another order alike', () => {
    const file = (data: string) => [{ field: 'logo', filename: 'logo.png', data: Buffer.from(data) }];
    const hash = (input: object, files = file('a')) => requestHashOf({ call: 'createUpdateWhiteLabel', input, files });
    expect(hash({ a: 1, b: 2 })).toBe(hash({ b: 2, a: 1 }));
    expect(hash({ a: 1 }, file('a'))).not.toBe(hash({ a: 1 }, file('b')));
  });
});
