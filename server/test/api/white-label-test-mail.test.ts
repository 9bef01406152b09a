import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, whiteLabels } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { refusedOnField } from '../support/field-refusals.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { REQUIRED_LOGOS, freshTenant, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

const STORED_PASSWORD = 'stored-mail-pass-7';
const TYPED_WRONG_PASSWORD = 'typed-wrong-pass-3';

/** The tenant's mail server (it wants the stored password), and one that names the password it refuses in its reply. */
const [sink, product] = await Promise.all([startSmtpSink({ password: STORED_PASSWORD }), startSmtpSink()]);
const echoing = await startEchoingSink();
const closedPort = await (async () => {
  const stopped = await startSmtpSink();
  await stopped.close();
  return stopped.port;
})();

const logs: string[] = [];
let t: TestApp;
let superToken: string;
let subscriberId: number;

beforeAll(async () => {
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${product.port}`, MAIL_ALLOW_INTERNAL_HOSTS: 'true', PER_USER_LIMIT_FACTOR: '10' }, { write: (line) => void logs.push(line) });
  superToken = await t.login('demo', 'admin');
  subscriberId = await freshTenant(t, superToken, 'testmail-co');
  const saved = await saveWhiteLabel(t, superToken, [...wlFields(subscriberId, { admin_base_url: 'https://testmail-co.example', ...storedServer() }), ...REQUIRED_LOGOS]);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await Promise.all([sink.close(), product.close(), new Promise<void>((resolve) => echoing.server.close(() => resolve()))]);
});

/** The mail server the tenant's white label stores. */
const storedServer = () => ({
  email_host: '127.0.0.1',
  email_port: String(sink.port),
  email_username: 'mailer@testmail-co.example',
  email_password: STORED_PASSWORD,
  email_from: 'no-reply@testmail-co.example',
  email_encryption: 'none',
});

/** The mail server section as the form has it (the password left empty: the stored one), with `changes`. */
const testMail = (changes: Record<string, unknown> = {}, token = superToken) =>
  t.call('sendWhiteLabelTestMail', { subscriber_id: subscriberId, ...storedServer(), email_password: '', recipient: 'admin@testmail-co.example', ...changes }, token);

describe('sendWhiteLabelTestMail: a test mail through the mail server typed in the white label form', () => {
  it("sends one mail at once with the stored password, From the form's address, and answers the server's response line", async () => {
    const answer = await testMail({ recipient: 'ana@testmail-co.example' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      ok: true,
      result: 'sent',
      reply: '250 OK: message queued',
      message: 'The mail server took the test mail for ana@testmail-co.example. It answered: 250 OK: message queued',
      message_id: 'testMailSent',
    });
    // Sent before the answer, not queued.
    const [mail] = sink.mailsTo('ana@testmail-co.example');
    expect(mail?.auth).toEqual({ user: 'mailer@testmail-co.example', pass: STORED_PASSWORD });
    const parsed = await mail!.parsed;
    expect(parsed.from?.value).toEqual([{ address: 'no-reply@testmail-co.example', name: '' }]);
    expect(parsed.subject).toBe('Test mail from testmail-co Inc');
    expect(parsed.text).toContain('sent by admin from the Mobile App Management console');
    expect(product.mails).toEqual([]);
  });

  it('uses the values typed, not the stored ones, and stores nothing: a refused password says so with the 535', async () => {
    const before = await t.database.db.select().from(whiteLabels).where(eq(whiteLabels.tenantId, subscriberId));
    const answer = await testMail({ email_password: TYPED_WRONG_PASSWORD, recipient: 'wrong@testmail-co.example' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      ok: false,
      result: 'sign-in-refused',
      reply: '535 Invalid username or password',
      message: 'The mail server refused the username or password. It answered: 535 Invalid username or password',
      message_id: 'testMailSignInRefused',
    });
    expect(sink.mailsTo('wrong@testmail-co.example')).toEqual([]);
    expect(await t.database.db.select().from(whiteLabels).where(eq(whiteLabels.tenantId, subscriberId))).toEqual(before);
  });

  it('names a closed port: connection refused at host:port', async () => {
    const answer = await testMail({ email_port: String(closedPort), email_password: 'typed-again-1' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      ok: false,
      result: 'connection-refused',
      message: `Connection refused at 127.0.0.1:${closedPort}: no mail server is listening there. Check the host and the port.`,
      message_id: 'testMailConnectionRefused',
    });
    expect(answer.json().reply).toMatch(/ECONNREFUSED/);
  });

  it('says which TLS step failed: STARTTLS asked of a server that offers none', async () => {
    const answer = await testMail({ email_encryption: 'starttls' });
    expect(answer.json()).toMatchObject({ ok: false, result: 'tls-failed', message_id: 'testMailSecure' });
    expect(answer.json().message).toContain(`at 127.0.0.1:${sink.port}`);
  });

  it('refuses a recipient that is no e-mail address, or none, on the recipient field, and sends nothing', async () => {
    const mails = sink.mails.length;
    for (const recipient of ['not-an-address', '', undefined]) {
      const answer = await testMail({ recipient });
      expect(answer.statusCode, String(recipient)).toBe(400);
      expect(answer.json()).toEqual(refusedOnField('recipient', 'Enter a valid e-mail address', 'invalidEmailAddress'));
    }
    expect(sink.mails.length).toBe(mails);
  });

  it('refuses an empty password once the host, port or username differ from the stored ones, before any connection', async () => {
    const connections = sink.connections();
    for (const change of [{ email_host: 'localhost' }, { email_port: String(closedPort) }, { email_username: 'someone-else' }]) {
      const answer = await testMail(change);
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(answer.json()).toEqual(refusedOnField('email_password', 'Type this password again: the mail server or its username has changed', 'retypeMailSecret'));
    }
    expect(sink.connections()).toBe(connections);
  });

  it('is the super tenant administrator\'s alone', async () => {
    for (const [cloudId, user] of [['demo', 'simple'], ['demo', 'support'], ['acme', 'acme-admin'], ['acme', 'acme-simple']] as const) {
      const answer = await testMail({}, await t.login(cloudId, user));
      expect(answer.statusCode, `${cloudId}/${user}`).toBe(403);
    }
  });

  it('never shows the password: not in the answer, the audit record or the log, even when the server repeats it', async () => {
    const answer = await testMail({ email_port: String(echoing.port), email_password: TYPED_WRONG_PASSWORD, recipient: 'echo@testmail-co.example' });
    expect(answer.json()).toMatchObject({ ok: false, result: 'sign-in-refused', reply: '535 Wrong password [withheld] for mailer@testmail-co.example' });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.call, 'sendWhiteLabelTestMail'));
    expect(audits.map((row) => row.detail)).toContain('to: echo@testmail-co.example, sign-in-refused');
    expect(audits.find((row) => row.detail?.startsWith('to: ana@'))).toMatchObject({ result: 'ok', target: `whiteLabel:subscriber:${subscriberId}` });
    const everything = [answer.body, JSON.stringify(audits), ...logs].join('\n');
    expect(logs.some((line) => line.includes('test mail not sent'))).toBe(true);
    for (const secret of [STORED_PASSWORD, TYPED_WRONG_PASSWORD, 'typed-again-1']) {
      expect(everything).not.toContain(secret);
      expect(everything).not.toContain(Buffer.from(secret).toString('base64'));
    }
  });
});

/** A mail server that repeats the password it refuses, in plain text, as a careless one might. */
async function startEchoingSink() {
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(Object.assign(new Error(`Wrong password ${auth.password} for ${auth.username}`), { responseCode: 535 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as { port: number }).port };
}
