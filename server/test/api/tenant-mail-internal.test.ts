import { buildDemoSeed } from '@mamt/netsapiens-simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, tenants, whiteLabels } from '../../src/db/schema.js';
import { usePlatformApp } from '../support/platform-app.js';
import { startSmtpSink } from '../support/smtp-sink.js';

/**
 * A white label whose mail server was stored while internal addresses were allowed (or before they
 * were checked), on a server that now runs without MAIL_ALLOW_INTERNAL_HOSTS: each mail is checked
 * as it is sent, and a refused one fails without a connection to anything.
 */
const [product, inside] = await Promise.all([startSmtpSink(), startSmtpSink()]);
afterAll(() => Promise.all([product, inside].map((sink) => sink.close())));

const app = usePlatformApp({ SMTP_URL: `smtp://127.0.0.1:${product.port}`, MAIL_RETRY_LIMIT: '0' });

const emailOf = (extension: string) => {
  const row = buildDemoSeed().subscriber.find((candidate) => candidate.domain === 'acme.demo' && candidate.user === extension) as Record<string, string> | undefined;
  if (!row?.email) throw new Error(`no platform user ${extension}@acme.demo`);
  return row.email;
};

/** Points acme's white label at a host as a save once did, with a new updated_at. */
async function setAcmeMailHost(host: string) {
  const [acme] = await app.t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, 'acme'));
  await app.t.database.db
    .update(whiteLabels)
    .set({ emailHost: host, emailPort: inside.port, emailUsername: '', emailPasswordSealed: null, emailEncryption: 'none', updatedAt: new Date() })
    .where(eq(whiteLabels.tenantId, acme!.id));
}

describe("a tenant's mail server at an internal address, without MAIL_ALLOW_INTERNAL_HOSTS", () => {
  it('fails each mail with the reason recorded, and neither that server nor the product one sees a connection', async () => {
    const token = await app.t.login('acme', 'acme-admin');
    const cases = [
      ['127.0.0.1', '1002'],
      ['localhost', '1003'],
      ['0x7f.1', '1004'],
      ['[::ffff:127.0.0.1]', '1005'],
    ] as const;
    for (const [host, extension] of cases) {
      await setAcmeMailHost(host);
      const email = emailOf(extension);
      const sent = await app.t.call('emailLink', { domain: 'acme.demo', extension, recepient: email, subject: 'Your app', body: 'Open LINK_HERE on your phone.' }, token);
      expect(sent.statusCode, sent.body).toBe(200);
      const outbox = () => app.t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.cloudId, 'acme')));
      await expect.poll(async () => (await outbox()).length, { timeout: 10_000, interval: 200 }).toBe(1);
      const [row] = await outbox();
      expect(row, host).toMatchObject({ transport: 'smtp', status: 'failed' });
      expect(row?.error).toBe(
        `The white label's mail server ${host} is a loopback, private, link-local or cloud metadata address, which MAIL_ALLOW_INTERNAL_HOSTS does not allow: the mail was not sent`,
      );
    }
    expect(inside.connections()).toBe(0);
    expect(product.connections()).toBe(0);
  });
});
