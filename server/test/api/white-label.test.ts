import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { whiteLabels } from '../../src/db/schema.js';
import { tenantIdOf, useTestApp } from '../support/test-app.js';
import { NOT_SUPER_ADMINS } from '../support/white-label-fixtures.js';
import { freshTenant } from '../support/white-label-upload.js';

const app = useTestApp();
let acmeId: number;
beforeAll(async () => {
  acmeId = await tenantIdOf(app.t, 'acme');
  await app.t.database.db
    .update(whiteLabels)
    .set({ adminBaseUrl: 'https://console.acme.example/', signinLogo: '/uploads/acme-signin.png', dashboardLogo: '/uploads/acme-dashboard.png' })
    .where(eq(whiteLabels.tenantId, acmeId));
});

describe('getWhiteLabelOptions', () => {
  it('answers the branding of the tenant whose console lives at the page origin', async () => {
    const response = await app.t.call('getWhiteLabelOptions', { base_url: 'https://Console.Acme.example' });
    expect(response.json()).toEqual({ signin_logo: '/uploads/acme-signin.png', dashboard_logo: '/uploads/acme-dashboard.png' });
  });

  it('answers nothing for an origin no tenant uses', async () => {
    expect((await app.t.call('getWhiteLabelOptions', { base_url: 'https://elsewhere.example' })).json()).toEqual({});
  });
});

describe('whiteLabelDetails', () => {
  it("answers acme's demo white label without its mail password", async () => {
    const answer = await app.t.call('whiteLabelDetails', { subscriber_id: acmeId, user_id: 999 }, app.superToken);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      subscriber_id: acmeId,
      cloud_id: 'acme',
      textable: true,
      call_history: false,
      textable_name: 'Acme Texting',
      email_port: 587,
      park_lower_limit: 7000,
      park_upper_limit: 7099,
      park_lower_limit2: null,
      icons: 'white',
      signin_logo: '/uploads/acme-signin.png',
      custom_tab_background: '',
    });
    expect(body.id).toEqual(expect.any(Number));
    expect(JSON.stringify(body)).not.toMatch(/email_password"|sealed/);
  });

  it('answers the defaults with id null for a tenant without a white label', async () => {
    const id = await freshTenant(app.t, app.superToken, 'bare-co');
    const body = (await app.t.call('whiteLabelDetails', { subscriber_id: id }, app.superToken)).json();
    expect(body).toMatchObject({
      id: null,
      cloud_id: 'bare-co',
      textable: false,
      call_history: false,
      icons: 'white',
      vmail_transcription: 'google',
      email_password_set: false,
      email_port: null,
      signin_logo: '',
    });
  });

  it('names the unknown subscriber', async () => {
    const answer = await app.t.call('whiteLabelDetails', { subscriber_id: 999999 }, app.superToken);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'Choose an existing subscriber', fieldErrors: { subscriber_id: 'Choose an existing subscriber' } });
  });

  it("is the super tenant administrator's alone", async () => {
    for (const [cloudId, user] of NOT_SUPER_ADMINS) {
      const token = await app.t.login(cloudId, user);
      expect((await app.t.call('whiteLabelDetails', { subscriber_id: acmeId }, token)).statusCode).toBe(403);
    }
    expect((await app.t.call('whiteLabelDetails', { subscriber_id: acmeId })).statusCode).toBe(401);
  });
});
