import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers, whiteLabels } from '../../src/db/schema.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const [acme] = await t.database.db.select().from(subscribers).where(eq(subscribers.cloudId, 'acme'));
  await t.database.db.insert(whiteLabels).values({
    subscriberId: acme!.id,
    adminBaseUrl: 'https://console.acme.example/',
    signinLogo: '/uploads/acme-signin.png',
    dashboardLogo: '/uploads/acme-dashboard.png',
  });
});
afterAll(() => t.close());

describe('getWhiteLabelOptions', () => {
  it('answers the branding of the tenant whose console lives at the page origin', async () => {
    const response = await t.call('getWhiteLabelOptions', { base_url: 'https://Console.Acme.example' });
    expect(response.json()).toEqual({ signin_logo: '/uploads/acme-signin.png', dashboard_logo: '/uploads/acme-dashboard.png' });
  });

  it('answers nothing for an origin no tenant uses', async () => {
    expect((await t.call('getWhiteLabelOptions', { base_url: 'https://elsewhere.example' })).json()).toEqual({});
  });
});
