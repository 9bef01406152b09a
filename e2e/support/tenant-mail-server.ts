import { expect, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { callApiOk } from './api';

/** A 1x1 PNG: the white label's required images, when a test gives a tenant one. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const IMAGES = ['signin_logo', 'dashboard_logo', 'custom_tab_background'] as const;
/** What the form takes besides the stored values it answers (whiteLabelDetails). */
const NOT_FORM_FIELDS = new Set(['id', 'cloud_id', 'email_password_set', 'user_id', 'app_signin_background', 'app_signin_logo', ...IMAGES]);

/**
 * Points a tenant's white label (created if it has none) at a mail server on this machine, so that
 * its QR e-mails go there and nowhere else: a test can then count them, or stop the server, without
 * touching the mail of other specs. `page` is signed in as the super tenant's administrator.
 */
export async function pointTenantMailAt(page: Page, cloudId: string, port: number): Promise<void> {
  const tenants = await callApiOk(page, 'subscriberList', {});
  const subscriberId = tenants.find((tenant) => tenant.cloud_id === cloudId)?.id;
  expect(subscriberId, `the tenant ${cloudId}`).toBeTruthy();
  const stored = await callApiOk(page, 'whiteLabelDetails', { subscriber_id: subscriberId as number });
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(stored)) if (!NOT_FORM_FIELDS.has(name)) form[name] = value === null ? '' : String(value);
  Object.assign(form, {
    ...(stored.id === null ? { admin_base_url: `https://console.${cloudId}.e2e.example`, frontend_base_url: `https://app.${cloudId}.e2e.example` } : { id: String(stored.id) }),
    ...(form.netsapien_base_url ? {} : { netsapien_base_url: 'https://ns.e2e.example' }),
    ...(form.park_lower_limit ? {} : { park_lower_limit: '5000', park_upper_limit: '5099' }),
    email_host: '127.0.0.1',
    email_port: String(port),
    email_username: 'e2e',
    email_password: 'e2e-mail-pass',
    email_from: `noreply@${cloudId}.e2e.example`,
    email_encryption: 'none',
  });
  const images = stored.id === null ? Object.fromEntries(IMAGES.map((name) => [name, { name: `${name}.png`, mimeType: 'image/png', buffer: PIXEL }])) : {};
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/api/v1/createUpdateWhiteLabel', { headers: { Token: token as string }, multipart: { ...form, ...images } });
  expect(response.status(), await response.text()).toBe(200);
}

/** An SMTP server of the test's own that counts who it received mail for; it can be stopped and started again on its port. */
export class CountingMailServer {
  readonly recipients: string[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'e2e' }),
      onData: (stream, session, done) => {
        stream.on('data', () => {});
        stream.on('end', () => {
          this.recipients.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          done();
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Stopped, the port refuses connections as a mail server that is down does. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
