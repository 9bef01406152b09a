import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { MailServerRefused } from '../../src/integrations/mail/tenant-transports.js';
import { sendTestMail, testMailProblemOf } from '../../src/integrations/mail/test-mail.js';
import { startSmtpSink } from '../support/smtp-sink.js';

const sink = await startSmtpSink();
/** A server that takes connections and never says a word: no greeting, as a firewall's black hole. */
const silent = net.createServer(() => {});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
const silentPort = (silent.address() as net.AddressInfo).port;
afterAll(async () => {
  await sink.close();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const mail = { from: 'no-reply@acme.example', to: 'ana@acme.example', subject: 'Test mail from Acme', text: 'A test.' };
const server = (changes: Partial<{ host: string; port: number; username: string; password: string; encryption: string }> = {}, allowInternalHosts = true) => ({
  kind: 'white-label' as const,
  server: { host: '127.0.0.1', port: sink.port, username: '', password: '', encryption: 'none', ...changes },
  allowInternalHosts,
});

describe('a test mail, sent at once', () => {
  it('answers the timeout it was given when the server never greets', async () => {
    const started = Date.now();
    const outcome = await sendTestMail(server({ port: silentPort }), mail, 1000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(outcome).toMatchObject({ result: 'timed-out', message: { id: 'testMailTimedOut', params: { address: `127.0.0.1:${silentPort}`, seconds: 1 } } });
    expect(outcome.message.text).toBe(`Timed out after 1 s: the mail server at 127.0.0.1:${silentPort} did not answer. Check the host, the port and the encryption.`);
  });

  it('names the TLS failure of SSL asked of a plain server', async () => {
    const outcome = await sendTestMail(server({ encryption: 'ssl' }), mail, 3000);
    expect(outcome).toMatchObject({ result: 'tls-failed', message: { id: 'testMailSecure', params: { reason: 'wrong version number' } } });
  });

  it('names a host that does not resolve, whether its name is checked first or not', async () => {
    for (const allowInternalHosts of [true, false]) {
      const outcome = await sendTestMail(server({ host: 'smtp.nowhere.invalid' }, allowInternalHosts), mail, 3000);
      expect(outcome, String(allowInternalHosts)).toMatchObject({ result: 'host-not-found', message: { text: 'The mail server smtp.nowhere.invalid was not found. Check the host.' } });
    }
  });

  it('refuses an internal address without connecting unless internal hosts are allowed', async () => {
    const connections = sink.connections();
    await expect(sendTestMail(server({}, false), mail, 3000)).rejects.toBeInstanceOf(MailServerRefused);
    expect(sink.connections()).toBe(connections);
  });

  it("goes through SMTP_URL as it is, whatever its address, with the URL's credentials", async () => {
    const outcome = await sendTestMail({ kind: 'url', url: `smtp://ops:ops%20pass@127.0.0.1:${sink.port}` }, mail, 3000);
    expect(outcome).toMatchObject({ result: 'sent', reply: '250 OK: message queued' });
    expect(sink.mailsTo('ana@acme.example').at(-1)?.auth).toEqual({ user: 'ops', pass: 'ops pass' });
  });
});

describe("a failed test mail read as the step that failed, with the server's words", () => {
  const place = { host: 'smtp.acme.example', port: 587 };
  const smtpError = (message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), extra);

  it.each([
    ['a refused sign-in', smtpError('Invalid login: 535 Authentication failed', { code: 'EAUTH', response: '535 Authentication failed', responseCode: 535 }), 'sign-in-refused', '535 Authentication failed'],
    ['a refused recipient', smtpError('all recipients were rejected', { code: 'EENVELOPE', response: '550 No such user', responseCode: 550, command: 'RCPT TO' }), 'recipient-refused', '550 No such user'],
    ['a refused message', smtpError('Message failed', { code: 'EMESSAGE', response: '554 Rejected as spam', responseCode: 554, command: 'DATA' }), 'mail-refused', '554 Rejected as spam'],
    ['a server asking to try later', smtpError('Message failed', { code: 'EMESSAGE', response: '451 Try again later', responseCode: 451 }), 'mail-refused', '451 Try again later'],
    ['a closed port', smtpError('connect ECONNREFUSED 10.1.2.3:587', { code: 'ESOCKET' }), 'connection-refused', 'connect ECONNREFUSED 10.1.2.3:587'],
    ['a network with no way there', smtpError('connect EHOSTUNREACH 10.1.2.3:587', { code: 'ESOCKET' }), 'unreachable', 'connect EHOSTUNREACH 10.1.2.3:587'],
    ['a certificate that does not hold', smtpError('self-signed certificate', { code: 'ESOCKET' }), 'tls-failed', 'self-signed certificate'],
    ['no STARTTLS offered', smtpError('Error upgrading connection with STARTTLS', { code: 'ETLS', response: '500 command not recognized', responseCode: 500 }), 'tls-failed', '500 command not recognized'],
  ])('reads %s', (_case, error, result, reply) => {
    expect(testMailProblemOf(error, place, 'ana@acme.example')).toMatchObject({ result, reply });
  });

  it('withholds a password the server repeats, in plain or in base64, and keeps a reply to one short line', () => {
    const secret = 'pa55-word';
    const echoed = smtpError('Invalid login', { code: 'EAUTH', response: `535 no for pa55-word (${Buffer.from(secret).toString('base64')})\n${'x'.repeat(400)}`, responseCode: 535 });
    const outcome = testMailProblemOf(echoed, place, 'ana@acme.example', [secret, Buffer.from(secret).toString('base64')]);
    expect(outcome.reply).toMatch(/^535 no for \[withheld\] \(\[withheld\]\) x+…$/);
    expect(outcome.reply.length).toBe(300);
    expect(outcome.message.text).not.toContain(secret);
  });
});
