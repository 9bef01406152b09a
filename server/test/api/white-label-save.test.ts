import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenants, uploadedFiles, whiteLabels } from '../../src/db/schema.js';
import { createWhiteLabelRepository, type WhiteLabelRepository } from '../../src/features/white-label/white-label.repository.js';
import { createWhiteLabelService } from '../../src/features/white-label/white-label.service.js';
import { createDbFileStore } from '../../src/lib/file-store.js';
import { secretBoxFor } from '../../src/lib/secret-box.js';
import { tenantIdOf, useTestApp } from '../support/test-app.js';
import { NOT_SUPER_ADMINS } from '../support/white-label-fixtures.js';
import { PNG, REQUIRED_LOGOS, freshTenant, png, saveWhiteLabel, wlFields } from '../support/white-label-upload.js';

const app = useTestApp();
let acmeId: number;
beforeAll(async () => {
  acmeId = await tenantIdOf(app.t, 'acme');
});

const storedFiles = async () => (await app.t.database.db.select({ total: count() }).from(uploadedFiles))[0]!.total;
const rowOf = async (subscriberId: number) => (await app.t.database.db.select().from(whiteLabels).where(eq(whiteLabels.tenantId, subscriberId)))[0];
const versionOf = async (cloudId: string) => (await app.t.database.db.select().from(tenants).where(eq(tenants.cloudId, cloudId)))[0]!.configVersion;

/** The service itself with a changed repository, for a failure the API cannot bring about. */
const serviceWith = (repo: WhiteLabelRepository) =>
  createWhiteLabelService({ repo, secrets: secretBoxFor(app.t.config), fileStore: createDbFileStore(app.t.database.db), allowInternalMailHosts: false });

/** A checked save form as the service receives it. */
function serviceForm(subscriberId: number, overrides: { admin_base_url: string; email_password: string }) {
  return {
    subscriber_id: subscriberId, frontend_base_url: 'https://app.acme.example', email_host: 'smtp.acme.example',
    email_port: 587, email_username: 'mailer@acme.example', email_from: 'no-reply@acme.example', email_encryption: 'tls', park_lower_limit: 1,
    park_upper_limit: 2, park_lower_limit2: null, park_upper_limit2: null, netsapien_base_url: 'https://core.acme.example', vmail_transcription: 'google',
    textable: true, call_history: false, icons: 'white', textable_name: 'a', textable_ui_config_name: 'b', textable_url: 'https://c.example',
    textable_provider_id: 'd', iotum_name: '', override_regions: false, override_url: '', google_clientid: '', office365_clientid: '',
    app_signin_font_color: '', app_signin_button_color: '', app_signin_button_font_color: '', message_outbound_color: '', message_outbound_font_color: '',
    message_inbound_color: '', message_inbound_font_color: '', message_buttons_color: '', message_buttons_font_color: '',
    ...overrides,
  };
}

describe('createUpdateWhiteLabel: the messages of document 3 §5', () => {
  it("says 'All fields are mandatory!' and names every missing field", async () => {
    const id = await freshTenant(app.t, app.superToken, 'empty-co');
    const answer = await saveWhiteLabel(app.t, app.superToken, [{ name: 'subscriber_id', value: String(id) }, ...REQUIRED_LOGOS]);
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.message).toBe('All fields are mandatory!');
    for (const field of ['admin_base_url', 'frontend_base_url', 'email_host', 'email_port', 'email_username', 'email_from', 'email_encryption', 'park_lower_limit', 'park_upper_limit', 'netsapien_base_url', 'vmail_transcription']) {
      expect(body.fieldErrors[field], field).toBe('All fields are mandatory!');
    }
    expect(await rowOf(id)).toBeUndefined();
  });

  it('needs a mail password while none is stored', async () => {
    const id = await freshTenant(app.t, app.superToken, 'nopass-co');
    const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://nopass.example', email_password: '' }), ...REQUIRED_LOGOS]);
    expect(answer.json()).toMatchObject({ message: 'All fields are mandatory!', fieldErrors: { email_password: 'All fields are mandatory!' } });
  });

  it("needs the sign-in logo, dashboard logo and custom tab background to create one: 'All Logos/images are mandatory!'", async () => {
    const id = await freshTenant(app.t, app.superToken, 'nologo-co');
    const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://nologo.example' }), png('signin_logo')]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'All Logos/images are mandatory!',
      fieldErrors: { dashboard_logo: 'All Logos/images are mandatory!', custom_tab_background: 'All Logos/images are mandatory!' },
    });
    expect(answer.json().fieldErrors.signin_logo).toBeUndefined();
    expect(await rowOf(id)).toBeUndefined();
  });

  it("needs the four textable fields when textable is on: 'Textable fields are mandatory!'", async () => {
    const answer = await saveWhiteLabel(app.t, app.superToken, wlFields(acmeId, { textable: 'yes', textable_name: '', textable_url: '' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: 'Textable fields are mandatory!',
      fieldErrors: { textable_name: 'Textable fields are mandatory!', textable_url: 'Textable fields are mandatory!' },
    });
    expect(answer.json().fieldErrors.textable_provider_id).toBeUndefined();
  });
});

describe('createUpdateWhiteLabel: field errors', () => {
  const cases: Array<[Record<string, string>, string, string]> = [
    [{ admin_base_url: 'ftp://console.acme.example' }, 'admin_base_url', 'Enter a web address starting with http:// or https://'],
    [{ netsapien_base_url: 'not a url' }, 'netsapien_base_url', 'Enter a web address starting with http:// or https://'],
    [{ override_url: 'javascript:alert(1)' }, 'override_url', 'Enter a web address starting with http:// or https://'],
    [{ email_port: '70000' }, 'email_port', 'The e-mail port must be a whole number from 1 to 65535'],
    [{ email_port: '0' }, 'email_port', 'The e-mail port must be a whole number from 1 to 65535'],
    [{ email_port: 'smtp' }, 'email_port', 'The e-mail port must be a whole number from 1 to 65535'],
    [{ email_from: 'not-an-address' }, 'email_from', 'Please enter a valid email address'],
    [{ email_encryption: 'rot13' }, 'email_encryption', 'Choose one of the values of the list'],
    [{ vmail_transcription: 'psychic' }, 'vmail_transcription', 'Choose one of the values of the list'],
    [{ park_lower_limit: '7.5' }, 'park_lower_limit', 'Park limits must be whole numbers'],
    [{ park_lower_limit: '8000' }, 'park_lower_limit', 'The lower park limit can not be greater than the upper one'],
    [{ park_lower_limit2: '100' }, 'park_upper_limit2', 'Give both limits of the second park range, or neither'],
    [{ park_lower_limit2: '200', park_upper_limit2: '100' }, 'park_lower_limit2', 'The lower park limit can not be greater than the upper one'],
    [{ icons: 'purple' }, 'icons', 'Choose White, Black or Dark Blue icons'],
    [{ message_inbound_color: 'red' }, 'message_inbound_color', 'Enter a colour as #RRGGBB'],
    [{ app_signin_font_color: '#12345' }, 'app_signin_font_color', 'Enter a colour as #RRGGBB'],
    [{ textable: 'perhaps' }, 'textable', 'Choose yes or no'],
  ];
  it.each(cases)('%j is refused on its field', async (overrides, field, message) => {
    const answer = await saveWhiteLabel(app.t, app.superToken, wlFields(acmeId, overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors[field]).toBe(message);
  });

  it("refuses an admin base URL another tenant's white label uses (the sign-in page finds the tenant by it)", async () => {
    const id = await freshTenant(app.t, app.superToken, 'copycat-co');
    const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://CONSOLE.acme.example/' }), ...REQUIRED_LOGOS]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fieldErrors: { admin_base_url: "Another company's white label already uses this admin base URL" } });
    expect(await rowOf(id)).toBeUndefined();
  });
});

describe('createUpdateWhiteLabel: saving', () => {
  it('creates a white label with its images, seals the mail password and raises the tenant version', async () => {
    const id = await freshTenant(app.t, app.superToken, 'brand-co');
    const before = await versionOf('brand-co');
    const answer = await saveWhiteLabel(app.t, app.superToken, [
      ...wlFields(id, { admin_base_url: 'https://brand.example', textable: '0', call_history: 'YES', override_regions: '1', icons: '#0a1a50', message_outbound_color: '#a1b2c3', park_lower_limit2: '800', park_upper_limit2: '899' }),
      ...REQUIRED_LOGOS,
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ message: 'White label saved', id: expect.any(Number) });
    expect(await versionOf('brand-co')).toBe(before + 1);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ textable: false, callHistory: true, overrideRegions: true, icons: '#0A1A50', messageOutboundColor: '#A1B2C3', parkLowerLimit2: 800, parkUpperLimit2: 899 });
    expect(row.emailPasswordSealed).not.toContain('mail-pass-1');
    expect(secretBoxFor(app.t.config).open(row.emailPasswordSealed!)).toBe('mail-pass-1');
    const details = (await app.t.call('whiteLabelDetails', { subscriber_id: id }, app.superToken)).json();
    expect(details).toMatchObject({ email_password_set: true, call_history: true, signin_logo: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/) });
    expect(JSON.stringify(details)).not.toContain('mail-pass-1');
    expect((await app.t.app.inject({ method: 'GET', url: details.dashboard_logo })).rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the stored mail password when the field is empty, and replaces it when given', async () => {
    const id = await freshTenant(app.t, app.superToken, 'keep-co');
    await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://keep.example' }), ...REQUIRED_LOGOS]);
    // Kept for the same mail server only: white-label-mail-secret.test.ts has a changed one.
    const kept = await saveWhiteLabel(app.t, app.superToken, wlFields(id, { admin_base_url: 'https://keep.example', email_password: '', email_from: 'hello@keep.example' }));
    expect(kept.statusCode, kept.body).toBe(200);
    const box = secretBoxFor(app.t.config);
    expect(box.open((await rowOf(id))!.emailPasswordSealed!)).toBe('mail-pass-1');
    await saveWhiteLabel(app.t, app.superToken, wlFields(id, { admin_base_url: 'https://keep.example', email_password: ' new pass ' }));
    expect(box.open((await rowOf(id))!.emailPasswordSealed!)).toBe(' new pass ');
  });

  it('removes a replaced image after the save and keeps the others', async () => {
    const id = await freshTenant(app.t, app.superToken, 'swap-co');
    await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://swap.example' }), ...REQUIRED_LOGOS]);
    const first = (await rowOf(id))!;
    const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://swap.example' }), png('signin_logo')]);
    expect(answer.statusCode, answer.body).toBe(200);
    const second = (await rowOf(id))!;
    expect(second.signinLogo).not.toBe(first.signinLogo);
    expect(second.dashboardLogo).toBe(first.dashboardLogo);
    expect((await app.t.app.inject({ method: 'GET', url: first.signinLogo! })).statusCode).toBe(404);
    expect((await app.t.app.inject({ method: 'GET', url: second.signinLogo! })).statusCode).toBe(200);
    expect((await app.t.app.inject({ method: 'GET', url: second.dashboardLogo! })).statusCode).toBe(200);
  });

  it('stores an svg without its scripts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>');
    const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(acmeId), { name: 'app_signin_logo', filename: 'logo.svg', contentType: 'image/svg+xml', data: svg }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const stored = (await app.t.app.inject({ method: 'GET', url: (await rowOf(acmeId))!.appSigninLogo! })).body;
    expect(stored).toContain('<circle');
    expect(stored).not.toMatch(/script|onload/);
  });

  it('refuses a big, wrongly typed or fake image on its field and leaves nothing stored or changed', async () => {
    const before = { files: await storedFiles(), row: await rowOf(acmeId), version: await versionOf('acme') };
    const refusals: Array<[Buffer, string]> = [
      [Buffer.concat([PNG, Buffer.alloc(5242880)]), 'app_signin_background.png file size is too big'],
      [Buffer.from('MZ not a png'), 'app_signin_background.png is not a valid png image'],
    ];
    for (const [data, message] of refusals) {
      // A good image stored first must go again when a later one is refused.
      const answer = await saveWhiteLabel(app.t, app.superToken, [...wlFields(acmeId, { email_host: 'changed.example' }), png('signin_logo'), png('app_signin_background', data)]);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fieldErrors.app_signin_background).toBe(message);
    }
    const exe = await saveWhiteLabel(app.t, app.superToken, [...wlFields(acmeId), { name: 'dashboard_logo', filename: 'tool.exe', contentType: 'application/octet-stream', data: PNG }]);
    expect(exe.json().fieldErrors.dashboard_logo).toBe('tool.exe: only jpg, jpeg, gif, png, svg images are accepted');
    expect(await storedFiles()).toBe(before.files);
    expect(await rowOf(acmeId)).toEqual(before.row);
    expect(await versionOf('acme')).toBe(before.version);
  });

  it('refuses an unknown subscriber and is refused to everyone but the super tenant administrator', async () => {
    const unknown = await saveWhiteLabel(app.t, app.superToken, [...wlFields(999999), ...REQUIRED_LOGOS]);
    expect(unknown.json()).toMatchObject({ fieldErrors: { subscriber_id: 'Choose an existing subscriber' } });
    for (const [cloudId, user] of NOT_SUPER_ADMINS) {
      expect((await saveWhiteLabel(app.t, await app.t.login(cloudId, user), wlFields(acmeId))).statusCode).toBe(403);
    }
  });

  it('removes the images it stored when the row cannot be written', async () => {
    const repo = createWhiteLabelRepository(app.t.database.db);
    // The row write fails after the images were stored (a lost database connection, say).
    const failing = { ...repo, save: async () => Promise.reject(new Error('connection lost')) };
    const service = serviceWith(failing);
    const before = await storedFiles();
    const form = { ...(await rowOf(acmeId)) };
    const files = ['signin_logo', 'app_signin_logo'].map((field) => ({ field, filename: `${field}.png`, data: PNG }));
    const input = serviceForm(acmeId, { admin_base_url: 'https://console.acme.example', email_password: '' });
    await expect(service.save(input, files, 1)).rejects.toThrow('connection lost');
    expect(await storedFiles()).toBe(before);
    expect(await rowOf(acmeId)).toEqual(form);
  });

  it("refuses through the database an admin base URL taken by a save the service's own check could not see", async () => {
    const id = await freshTenant(app.t, app.superToken, 'racing-co');
    const repo = createWhiteLabelRepository(app.t.database.db);
    // Both saves passed the check before either was written: the unique index is what decides.
    const blind = { ...repo, findByAdminUrl: async () => undefined };
    const service = serviceWith(blind);
    const before = await storedFiles();
    const input = serviceForm(id, { admin_base_url: 'https://Console.ACME.example/', email_password: 'secret' });
    const files = ['signin_logo', 'dashboard_logo', 'custom_tab_background'].map((field) => ({ field, filename: `${field}.png`, data: PNG }));
    await expect(service.save(input, files, 1)).rejects.toMatchObject({ fieldErrors: { admin_base_url: "Another company's white label already uses this admin base URL" } });
    expect(await storedFiles()).toBe(before);
    expect(await rowOf(id)).toBeUndefined();
  });

  it("removes the white label's uploaded images with the subscriber", async () => {
    const id = await freshTenant(app.t, app.superToken, 'closing-co');
    const before = await storedFiles();
    await saveWhiteLabel(app.t, app.superToken, [...wlFields(id, { admin_base_url: 'https://closing.example' }), ...REQUIRED_LOGOS, png('app_signin_logo')]);
    const paths = (await app.t.call('whiteLabelDetails', { subscriber_id: id }, app.superToken)).json();
    expect(await storedFiles()).toBe(before + 4);
    expect((await app.t.call('deleteSubscriberDetail', { id }, app.superToken)).statusCode).toBe(200);
    expect(await storedFiles()).toBe(before);
    expect((await app.t.app.inject({ method: 'GET', url: paths.signin_logo })).statusCode).toBe(404);
  });
});
