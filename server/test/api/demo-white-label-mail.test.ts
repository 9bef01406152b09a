import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config.js';
import { whiteLabels } from '../../src/db/schema.js';
import { DEMO_WHITE_LABEL } from '../../src/db/seed/seed-demo-white-label.js';
import { seedOnStart } from '../../src/db/seed/seed-on-start.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { buildTestApp, type TestApp } from '../helper.js';

type Line = { level: string; object: object; message?: string };

/** Starts again on the app's seeded database, as a restart with `env` would. */
async function restartWith(env: Partial<Config>) {
  const lines: Line[] = [];
  const at = (level: string) => (object: object, message?: string) => void lines.push({ level, object, message });
  await seedOnStart(t.database, { ...t.config, ...env }, { info: at('info'), warn: at('warn'), error: at('error') });
  const [acme] = await t.database.db.select().from(whiteLabels);
  return { lines, acme: acme! };
}

let t: TestApp;
beforeAll(async () => {
  // Without SMTP_URL: the test app leaves acme's seeded mail server as the seed wrote it.
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.database.db.update(whiteLabels).set({ ...DEMO_WHITE_LABEL, emailPasswordSealed: null }));

describe("the demo white label's mail server on start", () => {
  it('is left as seeded without SMTP_URL', async () => {
    const { acme, lines } = await restartWith({});
    expect(acme).toMatchObject({ emailHost: 'smtp.acme.example', emailPort: 587, emailUsername: 'mailer@acme.example', emailEncryption: 'starttls' });
    expect(lines.filter((line) => /mail server/.test(line.message ?? ''))).toEqual([]);
  });

  it("points the seeded placeholder at SMTP_URL's server, user and password, saying so once without the password", async () => {
    const { acme, lines } = await restartWith({ SMTP_URL: 'smtps://mail%40relay.example:p%3Ass-9@relay.example:2465' });
    expect(acme).toMatchObject({ emailHost: 'relay.example', emailPort: 2465, emailUsername: 'mail@relay.example', emailEncryption: 'ssl', emailFrom: 'no-reply@acme.example' });
    expect(secretBoxFor(t.config).open(acme.emailPasswordSealed!)).toBe('p:ss-9');
    const said = lines.filter((line) => /mail server/.test(line.message ?? ''));
    expect(said).toEqual([{ level: 'info', object: { pointed: 1 }, message: 'demo white label mail servers point at relay.example:2465' }]);
    expect(JSON.stringify(lines)).not.toContain('p:ss-9');

    const plain = await restartWith({ SMTP_URL: 'smtp://relay.example' });
    // Pointed already: a restart keeps what the first one wrote.
    expect(plain.acme).toMatchObject({ emailHost: 'relay.example', emailPort: 2465, emailEncryption: 'ssl' });
    expect(plain.lines.filter((line) => /mail server/.test(line.message ?? ''))).toEqual([]);
  });

  it('takes the plain port and no encryption from an smtp:// URL', async () => {
    const { acme, lines } = await restartWith({ SMTP_URL: 'smtp://127.0.0.1' });
    expect(acme).toMatchObject({ emailHost: '127.0.0.1', emailPort: 587, emailUsername: '', emailEncryption: 'none' });
    // No login on that server: the white label holds no password, so its form asks for one.
    expect(acme.emailPasswordSealed).toBeNull();
    expect(lines.map((line) => line.message)).toContain('demo white label mail servers point at 127.0.0.1:587');
  });

  it('warns that the demo white label will not reach a mail server on this machine without MAIL_ALLOW_INTERNAL_HOSTS', async () => {
    const warned = (lines: Line[]) => lines.filter((line) => line.level === 'warn').map((line) => line.message);
    expect(warned((await restartWith({ SMTP_URL: 'smtp://127.0.0.1:2525' })).lines)).toEqual([
      'demo white label mail to 127.0.0.1:2525 will fail: set MAIL_ALLOW_INTERNAL_HOSTS=true for a mail server on this machine or network',
    ]);
    await t.database.db.update(whiteLabels).set({ ...DEMO_WHITE_LABEL, emailPasswordSealed: null });
    expect(warned((await restartWith({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_ALLOW_INTERNAL_HOSTS: true })).lines)).toEqual([]);
  });

  it('keeps a mail server a person saved', async () => {
    await t.database.db.update(whiteLabels).set({ emailHost: 'smtp.saved.example', emailPort: 25 }).where(eq(whiteLabels.emailHost, 'smtp.acme.example'));
    const { acme, lines } = await restartWith({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(acme).toMatchObject({ emailHost: 'smtp.saved.example', emailPort: 25, emailEncryption: 'starttls' });
    expect(lines.filter((line) => /mail server/.test(line.message ?? ''))).toEqual([]);
  });
});
