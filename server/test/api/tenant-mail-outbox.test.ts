import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, subscribers, whiteLabels } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { startSmtpSink } from '../support/smtp-sink.js';

const acmeServer = await startSmtpSink();
afterAll(() => acmeServer.close());

// No SMTP_URL: the embedded demo's outbox mode.
const app = usePlatformApp();

describe('outbox mode', () => {
  it("keeps a tenant's mail in the outbox even when its white label names a mail server, and connects to none", async () => {
    const [acme] = await app.t.database.db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.cloudId, 'acme'));
    await app.t.database.db
      .update(whiteLabels)
      .set({ emailHost: '127.0.0.1', emailPort: acmeServer.port, emailEncryption: 'none', updatedAt: new Date() })
      .where(eq(whiteLabels.subscriberId, acme!.id));
    const user = buildDemoSeed().subscriber.find((row) => row.domain === 'acme.demo' && row.user === '1002') as Record<string, string>;

    const token = await app.t.login('acme', 'acme-admin');
    const answer = await app.t.call('emailLink', { domain: 'acme.demo', extension: '1002', recepient: user.email, subject: 'Your app', body: 'Open LINK_HERE' }, token);
    expect(answer.statusCode, answer.body).toBe(200);

    const kept = () => app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email as string));
    await expect.poll(async () => (await kept()).map((row) => [row.transport, row.status, row.cloudId]), { timeout: 10_000 }).toEqual([['outbox', 'kept', 'acme']]);
    expect(acmeServer.connections()).toBe(0);
  });
});
