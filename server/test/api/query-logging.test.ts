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
    // A credential in the query of a failing call: the error's log line names the URL without it.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/createUpdateUser?token=query-secret-77&view=full',
      headers: { 'content-type': 'application/json', token },
      payload: JSON.stringify(user),
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('insert');

    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({ code: '23514', constraint: 'log_probe_refused' });
    expect(failure.err.message).toMatch(/insert into "console_users"/);
    expect(failure.err.stack).toMatch(/\n\s+at /);
    expect(failure.url).toBe('/api/v1/createUpdateUser?token=[redacted]&view=full');

    const everything = logLines.join('\n');
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toContain('probe@acme.example');
    expect(everything).not.toContain('probe-secret-42');
    expect(everything).not.toContain('query-secret-77');
    expect(everything).not.toMatch(/params:|"params"|Failing row/);
  });
});

describe('credentials in a query string', () => {
  const logged = () => logLines.map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string }; url?: string });
  const urlsOf = (marker: string) => logged().flatMap((entry) => [entry.req?.url, entry.url]).filter((url): url is string => url?.includes(marker) ?? false);

  it('withholds the value of every credential parameter, by name, on every path and however spelled', async () => {
    const spellings = [
      '/provisioning/account?cloud_id=nobody&cloud_username=1001%40acme.demo&cloud_password=SECRET-A1',
      '//provisioning/account?cloud_id=nobody&cloud_username=1001%40acme.demo&cloud_password=SECRET-A2',
      '/%70rovisioning/account?cloud_id=nobody&cloud_username=1001%40acme.demo&cloud_password=SECRET-A3',
      '/Provisioning/account?cloud_id=nobody&cloud_username=1001%40acme.demo&cloud_password=SECRET-A4',
      '/provisioning/account?cloud_id=nobody&cloud%5Fpassword=SECRET-A5&cloud_username=x',
      '/provisioning/account?CLOUD_PASSWORD=SECRET-A6&cloud_id=nobody',
      '/provisioning/account?cloud_password=SECRET-A7&cloud_password=SECRET-A8&cloud_id=nobody',
      '/provisioning/account?cloud_password&cloud_id=nobody&cloud_password=SECRET-A9',
      '/provisioning/account?cloud_password[]=SECRET-B1&cloud_id=nobody',
      '/provisioning/account?cloud_id=nobody&cl%6Fud_password=SECRET-B2',
      '/anywhere/else?password=SECRET-B3&token=SECRET-B4&Client_Secret=SECRET-B5&superpass=SECRET-B6&key=SECRET-B7&code=SECRET-B8&page=2',
      '/resetPassword?ref=SECRET-B9',
      '/provisioning/account?cloud_id=nobody&bad%ZZname=SECRET-C1',
    ];
    for (const url of spellings) await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'POST', url: '/PROVISIONING/account?cloud_password=SECRET-C2', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'cloud_id=nobody' });

    const everything = logLines.join('\n');
    expect(everything).not.toMatch(/SECRET-/);
    // The rest of the address stays readable.
    expect(urlsOf('/anywhere/else')).toContain('/anywhere/else?password=[redacted]&token=[redacted]&Client_Secret=[redacted]&superpass=[redacted]&key=[redacted]&code=[redacted]&page=2');
    expect(urlsOf('cloud%5Fpassword')).toContain('/provisioning/account?cloud_id=nobody&cloud%5Fpassword=[redacted]&cloud_username=x');
    expect(urlsOf('//provisioning')).toContain('//provisioning/account?cloud_id=nobody&cloud_username=1001%40acme.demo&cloud_password=[redacted]');
    expect(urlsOf('cloud_password&cloud_id')).toContain('/provisioning/account?cloud_password&cloud_id=nobody&cloud_password=[redacted]');
    // One access line per request, written when it is answered, with its address, status and request id.
    expect(logged().filter((entry) => entry.msg === 'incoming request')).toEqual([]);
    const completed = logged().filter((entry) => entry.msg === 'request completed');
    expect(completed.length).toBeGreaterThanOrEqual(spellings.length + 1);
    for (const entry of completed) expect(entry).toMatchObject({ reqId: expect.any(String), req: { method: expect.any(String), url: expect.any(String) }, res: { statusCode: expect.any(Number) } });
  });
});
