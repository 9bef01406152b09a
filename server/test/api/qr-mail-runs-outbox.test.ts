import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../support/platform-app.js';

// No SMTP_URL: no mail leaves, and the console must say so rather than "sent".
const app = usePlatformApp({ NETSAPIENS_CACHE_SECONDS: '30' });

const template = { subject: 'Your app', body: 'Open LINK_HERE' };
const emailOf = (extension: string) => buildDemoSeed().subscriber.find((row) => row.domain === 'acme.demo' && row.user === extension)?.email as string;
const NOT_CONFIGURED = 'No mail server is set up, so the e-mail was kept in the outbox and not sent. Ask your provider to set one up, then send again.';

async function settled(token: string, runId: number) {
  await expect
    .poll(async () => (await app.t.call('getQrMailRun', { domain: 'acme.demo', run_id: runId }, token)).json().run.counts.kept, { timeout: 15_000, interval: 250 })
    .toBeGreaterThan(0);
  return (await app.t.call('getQrMailRun', { domain: 'acme.demo', run_id: runId }, token)).json();
}

describe('QR e-mails without a mail server', () => {
  it('answers that no mail server is set up, and records each mail as kept, not sent, in plain words', async () => {
    const token = await app.t.login('acme', 'acme-support');
    const answer = await app.t.call('sendQrMails', { domain: 'acme.demo', extensions: ['1001'], ...template }, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ queued: 1, mail_server: false });
    const run = await settled(token, answer.json().run_id);
    expect(run.run.counts).toMatchObject({ sent: 0, kept: 1 });
    expect(run.deliveries.rows[0]).toMatchObject({ status: 'kept', problem: { message: NOT_CONFIGURED, message_id: 'mailNotConfigured' } });
    const undelivered = (await app.t.call('getQrMailFailures', { domain: 'acme.demo' }, token)).json();
    expect(undelivered).toEqual({ rows: [expect.objectContaining({ extension: '1001', status: 'kept', error: NOT_CONFIGURED })], total: 1 });
  });

  it("sends again to the address an administrator chose only for an administrator; anyone else's resend goes to the user's own address", async () => {
    const admin = await app.t.login('acme', 'acme-admin');
    const sent = await app.t.call('emailLink', { domain: 'acme.demo', extension: '1002', recepient: 'front-desk@acme.example', ...template }, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    const runId = sent.json().run_id as number;
    const kept = await settled(admin, runId);
    const deliveryId = kept.deliveries.rows[0].id as number;
    expect(kept.deliveries.rows[0].recipient).toBe('front-desk@acme.example');

    const support = await app.t.login('acme', 'acme-support');
    const resent = await app.t.call('resendQrMails', { domain: 'acme.demo', delivery_ids: [deliveryId] }, support);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ queued: 1, skipped: [] });
    const again = await settled(support, runId);
    expect(again.deliveries.rows[0]).toMatchObject({ id: deliveryId, recipient: emailOf('1002'), status: 'kept' });
  });

  it('counts every undelivered mail of the domain beyond the 100 it lists, and sends them all again at once', async () => {
    const admin = await app.t.login('bigcorp', 'bigcorp-admin');
    const users = buildDemoSeed().subscriber.filter((row) => row.domain === 'bigcorp.demo' && row.email).slice(0, 150);
    const sent = await app.t.call('sendQrMails', { domain: 'bigcorp.demo', extensions: users.map((row) => row.user), ...template }, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    const runId = sent.json().run_id as number;
    const keptOf = async () => (await app.t.call('getQrMailRun', { domain: 'bigcorp.demo', run_id: runId }, admin)).json().run.counts.kept as number;
    await expect.poll(keptOf, { timeout: 30_000, interval: 250 }).toBe(150);

    const failures = (await app.t.call('getQrMailFailures', { domain: 'bigcorp.demo' }, admin)).json();
    expect(failures.rows).toHaveLength(100);
    expect(failures.total).toBe(150);

    // Chosen by the server, not by the rows the screen holds: all 150.
    const resent = await app.t.call('resendQrMails', { domain: 'bigcorp.demo', all_undelivered: true }, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ queued: 150, skipped: [] });
    // Without a mail server each is kept again once taken: the test leaves nothing on its way.
    await expect.poll(keptOf, { timeout: 30_000, interval: 250 }).toBe(150);
  });
});
