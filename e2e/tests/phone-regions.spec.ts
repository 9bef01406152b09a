import { expect, test, type Page } from '@playwright/test';
import { accountText, provision, reprovision, type PhoneState, type Provisioned } from '../phone/phone';
import { apiSignIn, callApiOk } from '../support/api';
import { toast } from '../support/app-management';
import { appDevicesOf, resetPhoneRecords } from '../support/phone-records';
import { signIn } from '../support/session';

// Regions and cores as the command-line phone sees them (document 4 §5): a phone of acme.demo gets a
// core of its region (ca-east) as proxy; the administrator marks that core down in Core Management,
// the phone's next re-provision gets the other Toronto core, and marking it up brings it back.
const DOMAIN = 'acme.demo';
const USER = '1033';
const TORONTO = ['core1-tor', 'core2-tor'];
/** The platform simulator the server of this run talks to (start-server.mjs: the port after the console's). */
const simulatorUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180) + 1}`;

function expectAccount(result: Provisioned): PhoneState {
  expect(result.answer, JSON.stringify(result.answer)).toMatchObject({ kind: 'account' });
  return result.state as PhoneState;
}
const proxyOf = (state: PhoneState) => accountText(state.account, 'proxy');
const coreOf = (proxy: string | undefined) => (proxy ?? '').split('.')[0] ?? '';

/** Marks a core down or up through its switch on Core Management and the confirmation. */
async function markCore(page: Page, core: string, down: boolean) {
  const toggle = page.getByRole('switch', { name: `${core} up` });
  await expect(toggle).toBeChecked({ checked: down });
  // By keyboard, as a person may: a click may land on the sticky header above a scrolled table.
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: `Mark ${core} ${down ? 'down' : 'up'}?` });
  await dialog.getByRole('button', { name: down ? 'Mark down' : 'Mark up' }).click();
  await expect(toast(page, `Marked ${down ? 'down' : 'up'}: ${core}.`)).toBeVisible();
  await expect(toggle).toBeChecked({ checked: !down });
}

test.afterEach(async ({ request }) => {
  const acme = await apiSignIn(request, 'acme', 'acme-admin');
  await callApiOk(acme, 'toggleCores', { region: 'ca-east', toggleValue: false });
});

test("the phone's proxy follows Core Management: its region's core, the other one while it is down, back when it is up", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, 'acme', 'acme-admin');
  await resetPhoneRecords(page, DOMAIN, { [USER]: true });
  try {
    let phone = expectAccount(await provision({ baseUrl: baseURL as string, cloudId: 'acme', username: `${USER}@${DOMAIN}`, password: `portal-${USER}-acme` }));
    const first = proxyOf(phone);
    expect(first).toMatch(/^core[12]-tor\.sip\.demo:5060$/);
    const core = coreOf(first);

    // The app registers to its proxy; the platform records the core (the simulator's registration), and User Devices shows it.
    // (Registered before the console reads the user's devices, so the platform read is not a cached one from before.)
    const device = accountText(phone.account, 'username');
    expect((await page.request.post(`${simulatorUrl}/__simulator/device-registration`, { data: { domain: DOMAIN, device, core } })).status()).toBe(204);
    expect((await appDevicesOf(page, DOMAIN, USER))[0]?.core).toBe(core);

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Core Management', exact: true }).click();
    await markCore(page, core, true);
    phone = expectAccount(await reprovision(phone));
    const other = TORONTO.find((name) => name !== core)!;
    expect(proxyOf(phone)).toBe(`${other}.sip.demo:5060`);

    await markCore(page, core, false);
    phone = expectAccount(await reprovision(phone));
    expect(proxyOf(phone)).toBe(first);
  } finally {
    await resetPhoneRecords(page, DOMAIN, { [USER]: false });
  }
});
