import { and, eq, isNull } from 'drizzle-orm';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Db } from '../open-db.js';
import { tenants, whiteLabels } from '../schema.js';

/** The demo tenant with a white label: textable, so App Management offers its domains the textable switch. */
export const DEMO_WHITE_LABEL_TENANT = 'acme';

/** The demo mail server's password; sealed with the installation's key on start (the demo seed has none). */
export const DEMO_WHITE_LABEL_MAIL_PASSWORD = 'acme-mail-pass';

/** Acme's white label (document 3 §3), without images: the demo shows the product's own branding. */
export const DEMO_WHITE_LABEL = {
  adminBaseUrl: 'https://console.acme.example',
  frontendBaseUrl: 'https://app.acme.example',
  emailHost: 'smtp.acme.example',
  emailPort: 587,
  emailUsername: 'mailer@acme.example',
  emailFrom: 'no-reply@acme.example',
  emailEncryption: 'starttls',
  parkLowerLimit: 7000,
  parkUpperLimit: 7099,
  netsapienBaseUrl: 'https://core.acme.example',
  vmailTranscription: 'google',
  textable: true,
  callHistory: false,
  icons: 'white',
  textableName: 'Acme Texting',
  textableUiConfigName: 'acme-textable',
  textableUrl: 'https://text.acme.example',
  textableProviderId: 'acme-provider-1',
} satisfies Partial<typeof whiteLabels.$inferInsert>;

type Executor = Pick<Db, 'select' | 'insert'>;

/** Inserts acme's white label when acme exists and has none. */
export async function seedDemoWhiteLabel(db: Executor): Promise<void> {
  const [acme] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, DEMO_WHITE_LABEL_TENANT)).limit(1);
  if (!acme) return;
  await db.insert(whiteLabels).values({ ...DEMO_WHITE_LABEL, tenantId: acme.id }).onConflictDoNothing({ target: whiteLabels.tenantId });
}

/**
 * Seals the demo mail password into acme's white label when it has none: the seed runs before the
 * installation's key is known (and tests seed one template for many apps), so the secret comes apart.
 */
export async function sealDemoWhiteLabelPassword(db: Db, secrets: SecretBox): Promise<void> {
  const [acme] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.cloudId, DEMO_WHITE_LABEL_TENANT)).limit(1);
  if (!acme) return;
  await db
    .update(whiteLabels)
    .set({ emailPasswordSealed: secrets.seal(DEMO_WHITE_LABEL_MAIL_PASSWORD) })
    .where(and(eq(whiteLabels.tenantId, acme.id), isNull(whiteLabels.emailPasswordSealed)));
}

/** The mail server of an SMTP_URL in the white label's terms; nodemailer's default ports when it names none. */
export function mailServerOf(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const ssl = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : ssl ? 465 : 587,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    encryption: ssl ? 'ssl' : 'none',
  };
}

/**
 * Points the demo white labels' mail servers at the product's SMTP server (SMTP_URL) while they still
 * hold the seeded placeholder host, which reaches no one: with SMTP_URL set a tenant's mail leaves
 * through its white label's server, and the demo's (and the e2e sink's) must then be a real one.
 * A host a person saved is kept. Returns how many white labels were pointed.
 */
export async function pointDemoWhiteLabelMailAt(db: Db, secrets: SecretBox, smtpUrl: string): Promise<number> {
  const server = mailServerOf(smtpUrl);
  const pointed = await db
    .update(whiteLabels)
    .set({
      emailHost: server.host,
      emailPort: server.port,
      emailUsername: server.username,
      // A server without a login leaves no password: an empty sealed one would read as set, and be sent.
      emailPasswordSealed: server.password ? secrets.seal(server.password) : null,
      emailEncryption: server.encryption,
      updatedAt: new Date(),
    })
    .where(eq(whiteLabels.emailHost, DEMO_WHITE_LABEL.emailHost))
    .returning({ id: whiteLabels.id });
  return pointed.length;
}
