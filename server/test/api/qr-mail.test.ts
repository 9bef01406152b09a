import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { provisioningTokens } from '../../src/db/schema.js';
import { qrPng, qrTextOf } from '../../src/features/app-management/qr-code.js';
import { hashToken } from '../../src/lib/secrets.js';
import { simpleParser } from 'mailparser';
import { captureLog, storedMailTraces } from '../support/mail-traces.js';
import { allowExtension, elementsOf, provision } from '../support/provisioning.js';
import { usePlatformApp } from '../support/platform-app.js';
import { qrMailsWorked } from '../support/settled.js';

/** An SMTP sink keeping every message as sent; addresses in `refused` are refused for good. */
const received: Array<{ rcpt: string[]; raw: string }> = [];
const refused = new Set<string>();
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address)) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ rcpt: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
      done();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpPort = (sink.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => sink.close(() => resolve())));

// acme's white label is pointed at the sink (helper.ts), on this machine.
const log = captureLog();
const app = usePlatformApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_ALLOW_INTERNAL_HOSTS: 'true', MAIL_RETRY_LIMIT: '0', PUBLIC_URL: 'https://console.example' }, log.stream);

const platformUser = (domain: string, user: string) => {
  const row = buildDemoSeed().subscriber.find((candidate) => candidate.domain === domain && candidate.user === user);
  if (!row) throw new Error(`no platform user ${user}@${domain}`);
  return row as Record<string, string>;
};
const u1002 = platformUser('acme.demo', '1002');
const u1003 = platformUser('acme.demo', '1003');
const template = { subject: 'Your app, FIRST_NAME_HERE', body: 'Hello FIRST_NAME_HERE LAST_NAME_HERE,\nopen LINK_HERE on your phone.' };
const tokensOf = (extension: string) =>
  app.t.database.db.select().from(provisioningTokens).where(and(eq(provisioningTokens.domain, 'acme.demo'), eq(provisioningTokens.extension, extension)));

async function mailTo(address: string, after: number) {
  await expect.poll(() => received.slice(after).some((mail) => mail.rcpt.includes(address)), { timeout: 10_000 }).toBe(true);
  const mail = received.slice(after).find((candidate) => candidate.rcpt.includes(address));
  const { rcpt, raw } = mail as { rcpt: string[]; raw: string };
  // Read as a mail client reads it: decoded parts, attachments with their content id.
  return { rcpt, parsed: await simpleParser(raw, { keepCidLinks: true }) };
}
const tokenIn = (text: string) => /https:\/\/console\.example\/qr\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1] as string;

describe('QR e-mails', () => {
  it('refuses a missing To, Subject or Body with the spec message, and a bad cc, writing nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    for (const missing of ['recepient', 'subject', 'body']) {
      const payload = { domain: 'acme.demo', extension: '1002', recepient: u1002.email, ...template, [missing]: '' };
      const answer = await app.t.call('emailLink', payload, token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('To, Subject and Body are mandatory fields to send an email!');
    }
    const cc = await app.t.call('emailLink', { domain: 'acme.demo', extension: '1002', recepient: u1002.email, cc: 'boss@acme.example, nope', ...template }, token);
    expect(cc.statusCode).toBe(400);
    expect(cc.json().fieldErrors).toEqual({ cc: 'Enter a valid e-mail address' });
    expect(await tokensOf('1002')).toEqual([]);
  });

  it('sends the filled-in template with the QR code attached, and stores only the hash of a 7-day token', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const before = received.length;
    const answer = await app.t.call('emailLink', { domain: 'acme.demo', extension: '1002', recepient: u1002.email, cc: 'boss@acme.example', ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: 'Successfully Saved!', domain: 'acme.demo', extension: '1002' });

    const mail = await mailTo(u1002.email as string, before);
    // Only the user receives the code; the Cc is told it was sent, without the code or its link.
    expect(mail.rcpt).toEqual([u1002.email]);
    const notice = await mailTo('boss@acme.example', before);
    expect(notice.rcpt).toEqual(['boss@acme.example']);
    expect(notice.parsed.text).toContain(`(1002) <${u1002.email}>`);
    expect(notice.parsed.text).not.toMatch(/qr\/|LINK_HERE/);
    expect(notice.parsed.attachments).toEqual([]);
    expect(mail.parsed.subject).toBe(`Your app, ${u1002.first_name}`);
    const text = mail.parsed.text ?? '';
    expect(text).toContain(`Hello ${u1002.first_name} ${u1002.last_name},`);
    expect(text).not.toMatch(/_HERE/);
    const qrToken = tokenIn(text);
    const html = mail.parsed.html || '';
    expect(html).toContain(`<a href="https://console.example/qr/${qrToken}">`);
    expect(html).toContain('src="cid:qr-code"');

    const png = mail.parsed.attachments.find((attachment) => attachment.cid === 'qr-code');
    expect(png).toMatchObject({ contentType: 'image/png', contentDisposition: 'inline', filename: 'qr-code.png' });
    // The attachment is exactly the QR code of the app's format for this user, token and cloud id.
    expect(png?.content.equals(await qrPng(qrTextOf('1002@acme.demo', qrToken, 'acme')))).toBe(true);

    const [row] = await tokensOf('1002');
    expect(row).toMatchObject({ cloudId: 'acme', subscriberLogin: '1002@acme.demo', tokenHash: hashToken(qrToken), usedAt: null, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(qrToken);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('revokes the older unused token with a new mail; the QR page shows a live token without using it up', async () => {
    const token = await app.t.login('acme', 'acme-support');
    const first = received.length;
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1003', recepient: u1003.email, ...template }, token)).statusCode).toBe(200);
    const oldToken = tokenIn((await mailTo(u1003.email as string, first)).parsed.text ?? '');
    const second = received.length;
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1003', recepient: u1003.email, ...template }, token)).statusCode).toBe(200);
    const newToken = tokenIn((await mailTo(u1003.email as string, second)).parsed.text ?? '');

    const rows = await tokensOf('1003');
    expect(rows.find((row) => row.tokenHash === hashToken(oldToken))?.revokedAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.tokenHash === hashToken(newToken))?.revokedAt).toBeNull();

    for (let i = 0; i < 2; i++) {
      const page = await app.t.call('getQrCode', { token: newToken });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ company: 'Acme Telecom', qr_png: `data:image/png;base64,${(await qrPng(qrTextOf('1003@acme.demo', newToken, 'acme'))).toString('base64')}` });
    }
    expect((await tokensOf('1003')).find((row) => row.tokenHash === hashToken(newToken))?.usedAt).toBeNull();

    const invalid = { code: 'NOT_FOUND', message: 'This QR code is no longer valid. Please ask your administrator to send you a new one.' };
    expect((await app.t.call('getQrCode', { token: oldToken })).json()).toMatchObject(invalid);
    expect((await app.t.call('getQrCode', { token: 'AAAAAAAAAAAAAAAAAAAAAA' })).json()).toMatchObject(invalid);
    await app.t.database.db.update(provisioningTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(provisioningTokens.tokenHash, hashToken(newToken)));
    const expired = await app.t.call('getQrCode', { token: newToken });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject(invalid);
    await app.t.database.db.update(provisioningTokens).set({ expiresAt: new Date(Date.now() + 3600_000), usedAt: new Date() }).where(eq(provisioningTokens.tokenHash, hashToken(newToken)));
    expect((await app.t.call('getQrCode', { token: newToken })).json()).toMatchObject(invalid);
  });

  it('finds the user by address alone, and refuses an unknown address or extension', async () => {
    const u1004 = platformUser('acme.demo', '1004');
    const token = await app.t.login('acme', 'acme-simple');
    const byAddress = await app.t.call('emailLink', { recepient: u1004.email, ...template }, token);
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(byAddress.json()).toMatchObject({ domain: 'acme.demo', extension: '1004' });

    const unknown = await app.t.call('emailLink', { recepient: 'nobody@acme.example', ...template }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ recepient: 'No user of this tenant has the e-mail address nobody@acme.example' });
    const stranger = await app.t.call('emailLink', { domain: 'acme.demo', extension: '9999', recepient: 'x@acme.example', ...template }, token);
    expect(stranger.json().fieldErrors).toEqual({ extension: 'Extension 9999 is not a user of domain acme.demo' });
    const noDomain = await app.t.call('emailLink', { extension: '1004', recepient: u1004.email, ...template }, token);
    expect(noDomain.json().fieldErrors).toEqual({ domain: 'Please select a domain first' });
    // Another tenant's user is not found by address, and its domain is refused.
    const globex = platformUser('globex.demo', '1002');
    expect((await app.t.call('emailLink', { recepient: globex.email, ...template }, token)).statusCode).toBe(400);
    expect((await app.t.call('emailLink', { domain: 'globex.demo', extension: '1002', recepient: globex.email, ...template }, token)).statusCode).toBe(403);
    expect((await app.t.call('getQrMailFailures', { domain: 'globex.demo' }, token)).statusCode).toBe(403);
  });

  it('lists a QR mail given up on as a delivery failure until a later one reaches the user', async () => {
    const u1005 = platformUser('acme.demo', '1005');
    const token = await app.t.login('acme', 'acme-admin');
    refused.add(u1005.email as string);
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1005', recepient: u1005.email, ...template }, token)).statusCode).toBe(200);
    const failures = async () => (await app.t.call('getQrMailFailures', { domain: 'acme.demo' }, token)).json().rows as Array<Record<string, string>>;
    // In plain words, what to do; the mail server's own words are for the provider's staff only.
    const refusedAddress = `The mail server refused the address ${u1005.email}. Correct the user's e-mail address on the telephony platform, then send again.`;
    await expect
      .poll(failures, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ extension: '1005', recipient: u1005.email, status: 'failed', error: refusedAddress, problem: expect.objectContaining({ message_id: 'mailAddressRefused' }) })]);
    expect((await failures())[0]).not.toHaveProperty('detail');
    expect((await failures())[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The token of the attempt that failed reached no one: it no longer works.
    const issued = await tokensOf('1005');
    expect(issued).toHaveLength(1);
    expect(issued[0]?.revokedAt).toBeInstanceOf(Date);

    refused.delete(u1005.email as string);
    const before = received.length;
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1005', recepient: u1005.email, ...template }, token)).statusCode).toBe(200);
    await mailTo(u1005.email as string, before);
    await expect.poll(failures, { timeout: 5_000 }).toEqual([]);
  });

  it('keeps the token and its link only in the mail delivered: not in the job queue, the outbox, the audit log, the log or the QR page\'s access line', async () => {
    const u1007 = platformUser('acme.demo', '1007');
    const token = await app.t.login('acme', 'acme-admin');
    const before = received.length;
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1007', recepient: u1007.email, ...template }, token)).statusCode).toBe(200);
    const mail = await mailTo(u1007.email as string, before);
    const qrToken = tokenIn(mail.parsed.text ?? '');
    const png = mail.parsed.attachments.find((attachment) => attachment.cid === 'qr-code')?.content.toString('base64') as string;
    expect(png.length).toBeGreaterThan(100);
    await qrMailsWorked(app.t);
    // The page opened from the mail, and its data read.
    await app.t.app.inject({ method: 'GET', url: `/qr/${qrToken}` });
    expect((await app.t.call('getQrCode', { token: qrToken })).statusCode).toBe(200);

    const traces = await storedMailTraces(app.t);
    expect(traces).toContain(u1007.email);
    for (const text of [traces, log.text()]) {
      expect(text).not.toContain(qrToken);
      expect(text).not.toContain(png);
    }
    expect(log.text()).toContain('"url":"/qr/[redacted]"');
    // The mail's delivery, its place in the queue, holds what writes the mail.
    expect(traces).toContain('"subscriberLogin":"1007@acme.demo"');
  });

  it('answers the cloud id and login the app asks for, which with the token as password provision the app once', async () => {
    const u1008 = platformUser('acme.demo', '1008');
    const token = await app.t.login('acme', 'acme-admin');
    const before = received.length;
    expect((await app.t.call('emailLink', { domain: 'acme.demo', extension: '1008', recepient: u1008.email, ...template }, token)).statusCode).toBe(200);
    const qrToken = tokenIn((await mailTo(u1008.email as string, before)).parsed.text ?? '');

    const page = (await app.t.call('getQrCode', { token: qrToken })).json();
    expect(page).toMatchObject({ cloud_id: 'acme', cloud_username: '1008@acme.demo' });
    // The page's own address holds the password: the answer repeats no secret.
    expect(Object.keys(page).sort()).toEqual(['cloud_id', 'cloud_username', 'company', 'expires_at', 'qr_png']);
    expect(JSON.stringify(page)).not.toContain(qrToken);

    // Typed into the app as they are shown: the token is used up by the app, not by the page.
    await allowExtension(app.t, 'acme.demo', '1008');
    const typed = await provision(app.t, { cloud_id: page.cloud_id, cloud_username: page.cloud_username, cloud_password: qrToken });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(elementsOf(typed.body)).toMatchObject({ title: 'Acme Telecom 1008', cloud_username: '1008@acme.demo' });
    expect((await app.t.call('getQrCode', { token: qrToken })).statusCode).toBe(404);
  });

  // Last: the platform's back-off after the failure would slow the tests after it.
  it('answers 502 when the platform is down, writing no token and sending nothing', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const u1006 = platformUser('acme.demo', '1006');
    app.simulator.control.setFaults({ status500: true, object: 'subscriber' });
    const before = received.length;
    const answer = await app.t.call('emailLink', { domain: 'acme.demo', extension: '1006', recepient: u1006.email, ...template }, token);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toContain('NetSapiens');
    expect(await tokensOf('1006')).toEqual([]);
    // A mail queued by mistake would have been sent, and so received, by the time no QR e-mail is due.
    await qrMailsWorked(app.t);
    expect(received.length).toBe(before);
  });
});
