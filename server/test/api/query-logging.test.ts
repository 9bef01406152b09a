import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({}, { write: (line) => void logLines.push(line) });
  // A rule the application does not know about makes the next user insert fail inside the database,
  // after the password has been hashed and sent as a query parameter.
  await t.database.db.execute(sql`alter table console_users add constraint log_probe_refused check (username <> 'log-probe')`);
});
afterAll(() => t.close());

describe('logging a failed query', () => {
  it('logs the failure with its SQL and code but none of the values sent', async () => {
    const token = await t.login('acme', 'acme-admin');
    const user = { name: 'Log Probe', email: 'probe@acme.example', username: 'log-probe', user_type: 'simple user', password: 'probe-secret-42', cloud_id: 'acme' };
    const response = await t.call('createUpdateUser', user, token);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('insert');

    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'log_probe_refused' });
    expect(failure.err.message).toMatch(/insert into "console_users"/);
    expect(failure.err.stack).toMatch(/\n\s+at /);

    const everything = logLines.join('\n');
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toContain('probe@acme.example');
    expect(everything).not.toContain('probe-secret-42');
    expect(everything).not.toMatch(/params:|"params"|Failing row/);
  });
});
