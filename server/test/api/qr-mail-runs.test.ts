import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js';

/** The mail server, stopped and started again on the same port by the tests that need it down. */
let sink: SmtpSink = await startSmtpSink();
const smtpPort = sink.port;
afterAll(() => sink.close());

// One quick retry: a send to a server that is down is given up on within seconds.
// The console asks where a send stands every second or so: the platform's domain list is read through its cache meanwhile.
const app = usePlatformApp({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_ALLOW_INTERNAL_HOSTS: 'true',
  MAIL_RETRY_LIMIT: '1',
  MAIL_RETRY_DELAY_SECONDS: '1',
  PUBLIC_URL: 'https://console.example',
  NETSAPIENS_CACHE_SECONDS: '30',
});

const template = { subject: 'Your app, FIRST_NAME_HERE', body: 'Hello FIRST_NAME_HERE,\nopen LINK_HERE on your phone.' };
const seed = buildDemoSeed().subscriber;
const usersOf = (domain: string) => seed.filter((row) => row.domain === domain && row.email).map((row) => ({ extension: row.user as string, email: row.email as string }));

type Run = { run: { counts: Record<string, number>; total: number; cc: string }; deliveries: { rows: Array<Record<string, unknown>>; total: number } };

async function runOf(token: string, domain: string, runId: number, extra: Record<string, unknown> = {}): Promise<Run> {
  const answer = await app.t.call('getQrMailRun', { domain, run_id: runId, page_size: 100, ...extra }, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Run;
}

describe('sends of the QR e-mail to many users', () => {
  it('queues one mail per chosen user at their own address, skips who cannot get one, and tells where each stands until all are sent', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const users = usersOf('acme-branch.demo');
    const before = sink.mails.length;
    const extensions = [...users.map((user) => user.extension), 'aa1', '9999', users[0]!.extension];
    const answer = await app.t.call('sendQrMails', { domain: 'acme-branch.demo', extensions, ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json();
    expect(sent).toMatchObject({ message: 'Successfully Saved!', queued: users.length, mail_server: true });
    // The auto attendant is no user one mails, nor is 9999 one of the domain; a user chosen twice gets one mail.
    expect(sent.skipped).toEqual([
      { extension: 'aa1', problem: expect.objectContaining({ message: 'Extension aa1 is not a user of domain acme-branch.demo', message_id: 'extensionNotInDomain' }) },
      { extension: '9999', problem: expect.objectContaining({ message_id: 'extensionNotInDomain' }) },
    ]);

    await expect.poll(async () => (await runOf(token, 'acme-branch.demo', sent.run_id)).run.counts.sent, { timeout: 15_000, interval: 250 }).toBe(users.length);
    const run = await runOf(token, 'acme-branch.demo', sent.run_id);
    expect(run.run).toMatchObject({ total: users.length, cc: '' });
    expect(run.deliveries.rows.map((row) => row.recipient)).toEqual(users.map((user) => user.email));
    expect(run.deliveries.rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.problem === undefined)).toBe(true);
    // Each user's own mail, once, to them alone.
    const received = sink.mails.slice(before).map((mail) => mail.rcpt.join()).sort();
    expect(received).toEqual(users.map((user) => user.email).sort());

    // One page, and only some statuses.
    const page = await runOf(token, 'acme-branch.demo', sent.run_id, { page: 2, page_size: 5 });
    expect(page.deliveries.rows.map((row) => row.extension)).toEqual(users.slice(5, 10).map((user) => user.extension));
    expect((await runOf(token, 'acme-branch.demo', sent.run_id, { statuses: ['failed'] })).deliveries).toEqual({ rows: [], total: 0 });
    const recent = (await app.t.call('getRecentQrMailRuns', { domain: 'acme-branch.demo' }, token)).json();
    expect(recent[0]).toMatchObject({ id: sent.run_id, sent_by: 'Alice Moreau', total: users.length });
  });

  it('sends a Cc one notice naming who was sent a code, without any code', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const users = usersOf('acme.demo').slice(0, 3);
    const before = sink.mails.length;
    const answer = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: users.map((user) => user.extension), cc: 'boss@acme.example', ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    await expect.poll(() => sink.mails.length - before, { timeout: 10_000 }).toBe(4);
    const copies = sink.mailsTo('boss@acme.example').filter((mail) => sink.mails.indexOf(mail) >= before);
    expect(copies).toHaveLength(1);
    const notice = await copies[0]!.parsed;
    expect(notice.subject).toBe('QR-code e-mails sent to 3 users of acme.demo');
    for (const user of users) expect(notice.text).toContain(`(${user.extension}) <${user.email}>`);
    expect(notice.text).not.toMatch(/qr\/|csc:/);
    expect(notice.attachments).toEqual([]);
    // The users' own mails carry no copy.
    for (const mail of sink.mails.slice(before).filter((candidate) => !candidate.rcpt.includes('boss@acme.example'))) expect(mail.rcpt).toHaveLength(1);
  });

  it('refuses a Cc from others than administrators, an empty choice and more than 5,000 users, naming the field', async () => {
    const support = await app.t.login('acme', 'acme-support');
    const cc = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: ['1001'], cc: 'boss@acme.example', ...template }, support);
    expect(cc.statusCode).toBe(403);
    expect(cc.json().fieldErrors).toEqual({ cc: 'Only an administrator may copy a QR code to other addresses: leave Cc empty' });
    const none = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: [], ...template }, support);
    expect(none.json().fieldErrors).toEqual({ extensions: 'No user with email selected! Please select users first, from checkboxes at the left.' });
    const onlySystem = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: ['aa1'], ...template }, support);
    expect(onlySystem.json().fieldErrors).toEqual({ extensions: 'No user with email selected! Please select users first, from checkboxes at the left.' });
    const many = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: Array.from({ length: 5001 }, (_, index) => String(index)), ...template }, support);
    expect(many.statusCode).toBe(400);
    expect(many.json().fieldErrors).toEqual({ extensions: 'At most 5000 users can be sent the QR e-mail at once' });
    const blank = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: ['1001'], subject: '', body: 'x' }, support);
    expect(blank.json().fieldErrors).toEqual({ subject: 'To, Subject and Body are mandatory fields to send an email!' });
  });

  it('says in plain words that the mail server could not be reached, lists what was not delivered, and sends it again once the server is back', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const users = usersOf('acme.demo').slice(10, 14);
    await sink.close();
    const answer = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: users.map((user) => user.extension), ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    const runId = answer.json().run_id as number;

    const unreachable = 'The mail server could not be reached. Check that it is running and that its address and port are right, then send again.';
    await expect.poll(async () => (await runOf(token, 'acme.demo', runId)).run.counts.failed, { timeout: 15_000, interval: 250 }).toBe(users.length);
    const failed = await runOf(token, 'acme.demo', runId);
    expect(failed.deliveries.rows[0]).toMatchObject({ status: 'failed', attempts: 2, problem: { message: unreachable, message_id: 'mailServerUnreachable' } });
    // The server's own words only for the provider's staff.
    expect(failed.deliveries.rows[0]).not.toHaveProperty('detail');
    const provider = await app.t.login('demo', 'admin');
    const seenByProvider = await app.t.call('getQrMailRun', { cloud_id: 'acme', domain: 'acme.demo', run_id: runId }, provider);
    expect(seenByProvider.json().deliveries.rows[0].detail).toMatch(/ECONNREFUSED/);

    const undelivered = (await app.t.call('getQrMailFailures', { domain: 'acme.demo' }, token)).json().rows as Array<{ delivery_id: number; extension: string; error: string }>;
    const ours = undelivered.filter((row) => users.some((user) => user.extension === row.extension));
    expect(ours.map((row) => row.error)).toEqual(users.map(() => unreachable));

    sink = await startSmtpSink({ port: smtpPort });
    // Send again every mail of that send that was not delivered.
    const resent = await app.t.call('resendQrMails', { domain: 'acme.demo', run_id: runId }, token);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ queued: users.length, skipped: [] });
    await expect.poll(async () => (await runOf(token, 'acme.demo', runId)).run.counts.sent, { timeout: 15_000, interval: 250 }).toBe(users.length);
    expect(sink.mails.map((mail) => mail.rcpt.join()).sort()).toEqual(users.map((user) => user.email).sort());
    const after = (await app.t.call('getQrMailFailures', { domain: 'acme.demo' }, token)).json().rows as Array<{ extension: string }>;
    expect(after.filter((row) => users.some((user) => user.extension === row.extension))).toEqual([]);

    // Sent already: nothing to send again, and nothing is sent twice.
    const again = await app.t.call('resendQrMails', { domain: 'acme.demo', delivery_ids: ours.map((row) => row.delivery_id) }, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('There is nothing to send again: every e-mail chosen was delivered or is still on its way');
    expect((await app.t.call('resendQrMails', { domain: 'acme.demo', run_id: runId }, token)).statusCode).toBe(409);
    const nothingChosen = await app.t.call('resendQrMails', { domain: 'acme.demo' }, token);
    expect(nothingChosen.json().fieldErrors).toEqual({ delivery_ids: 'There is nothing to send again: every e-mail chosen was delivered or is still on its way' });
  });

  // As long as its waits allow (15 s, then 60 s): 300 mails may take more than the default 20 s on a loaded machine.
  it("works a mail to one person before the rest of another company's send to hundreds", async () => {
    const bigcorp = await app.t.login('bigcorp', 'bigcorp-admin');
    const many = usersOf('bigcorp.demo').slice(0, 300);
    const before = sink.mails.length;
    const bulk = await app.t.call('sendQrMails', { domain: 'bigcorp.demo', extensions: many.map((user) => user.extension), ...template }, bigcorp);
    expect(bulk.statusCode, bulk.body).toBe(200);
    const acme = await app.t.login('acme', 'acme-admin');
    const one = usersOf('acme.demo')[20]!;
    expect((await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: [one.extension], ...template }, acme)).statusCode).toBe(200);
    await expect.poll(() => sink.mailsTo(one.email).length, { timeout: 15_000, interval: 100 }).toBe(1);
    const arrivedAfter = sink.mails.indexOf(sink.mailsTo(one.email)[0]!) - before;
    expect(arrivedAfter).toBeLessThan(50);
    await expect.poll(async () => (await runOf(bigcorp, 'bigcorp.demo', bulk.json().run_id)).run.counts.sent, { timeout: 60_000, interval: 500 }).toBe(300);
  }, 90_000);

  it('keeps a link put in the subject out of the outbox: only the mail holds it', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const user = usersOf('acme.demo')[30]!;
    const before = sink.mails.length;
    const linked = { subject: 'Your code: LINK_HERE', body: template.body };
    const answer = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: [user.extension], ...linked }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    await expect.poll(async () => (await runOf(token, 'acme.demo', answer.json().run_id)).run.counts.sent, { timeout: 15_000, interval: 100 }).toBe(1);
    const mail = await sink.mails.slice(before).find((candidate) => candidate.rcpt.includes(user.email))!.parsed;
    const link = /https:\/\/console\.example\/qr\/[\w-]+/.exec(mail.subject ?? '')?.[0];
    expect(link).toBeDefined();
    const recorded = await app.t.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(recorded.map((row) => row.subject)).toEqual(['Your code: [link withheld]']);
  });

  it('finds a send only under its own domain and tenant', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const answer = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: ['1001'], ...template }, token);
    const runId = answer.json().run_id as number;
    const elsewhere = await app.t.call('getQrMailRun', { domain: 'acme-branch.demo', run_id: runId }, token);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('This QR e-mail send was not found');
    const globex = await app.t.login('globex', 'globex-admin');
    expect((await app.t.call('getQrMailRun', { domain: 'acme.demo', run_id: runId }, globex)).statusCode).toBe(403);
    expect((await app.t.call('getQrMailRun', { domain: 'globex.demo', run_id: runId }, globex)).statusCode).toBe(404);
  });
});
