import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles, whiteLabels } from '../../src/db/schema.js';
import { refusedOnField } from '../support/field-refusals.js';
import { tenantIdOf, useTestApp } from '../support/test-app.js';
import { REQUIRED_LOGOS, freshTenant, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

const REFUSED = 'This mail server address is not allowed: it is a loopback, private, link-local or cloud metadata address';

/** The addresses an outside test had accepted, and more spellings of the same places. */
const INTERNAL_HOSTS = [
  '127.0.0.1', '169.254.169.254', '10.0.0.5', '172.16.5.4', '192.168.1.20', '100.100.100.200', '0.0.0.0', '[::1]', '::1', '[::]', '[::ffff:127.0.0.1]',
  '::ffff:a9fe:a9fe', '[fd00:ec2::254]', '2130706433', '0x7f.1', '0177.0.0.1', '127.1', 'localhost', 'metadata.google.internal', 'metadata', 'instance-data',
];

// Without MAIL_ALLOW_INTERNAL_HOSTS, as a production server runs.
const app = useTestApp();
let acmeId: number;
beforeAll(async () => {
  acmeId = await tenantIdOf(app.t, 'acme');
});
const rowOf = async (id: number) => (await app.t.database.db.select().from(whiteLabels).where(eq(whiteLabels.tenantId, id)))[0];
const storedFiles = async () => (await app.t.database.db.select({ total: count() }).from(uploadedFiles))[0]!.total;

describe("createUpdateWhiteLabel: the mail server may not be on the server's own or a private network", () => {
  it.each(INTERNAL_HOSTS)('refuses %s on the Email Host field and changes nothing', async (host) => {
    const before = await rowOf(acmeId);
    const answer = await saveWhiteLabel(app.t, app.superToken, wlFields(acmeId, { email_host: host, email_port: '5432' }));
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual(refusedOnField('email_host', REFUSED, 'mailHostNotAllowed'));
    expect(await rowOf(acmeId)).toEqual(before);
  });

  it('creates no white label and stores no image for a new tenant with an internal mail server', async () => {
    const id = await freshTenant(app.t, app.superToken, 'inside-co');
    const files = await storedFiles();
    const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://inside.example', email_host: '169.254.169.254' }), ...REQUIRED_LOGOS]);
    expect(answer.json().fieldErrors).toEqual({ email_host: REFUSED });
    expect(await rowOf(id)).toBeUndefined();
    expect(await storedFiles()).toBe(files);
  });

  it('saves a public address, and a name that does not resolve now (it is checked again at each mail)', async () => {
    for (const host of ['93.184.216.34', 'smtp.acme.example']) {
      const answer = await saveWhiteLabel(app.t, app.superToken, wlFields(acmeId, { email_host: host }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await rowOf(acmeId))?.emailHost).toBe(host);
    }
  });
});
