import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountText, provision, reprovision, type PhoneState, type Provisioned } from '../phone/phone';
import { callApi, callApiOk } from '../support/api';
import { deleteAppDevices } from '../support/phone-records';
import { signIn } from '../support/session';

// What the console's client profiles, static accounts and subscriber-level provisioning do to the
// app (document 4 §1, §2.7, §3.4), seen by the command-line phone. BigCorp is used by no other spec.
const CLOUD = 'bigcorp';
const DOMAIN = 'bigcorp.demo';
const USER = '1001';
const NEIGHBOUR = '1002';
const STATIC_LOGIN = 'bigcorp-lobby';
const portalPassword = (extension: string) => `portal-${extension}-bigcorp`;

function expectAccount(result: Provisioned): PhoneState {
  expect(result.answer, JSON.stringify(result.answer)).toMatchObject({ kind: 'account' });
  return result.state as PhoneState;
}
const valueOf = (state: PhoneState, element: string) => accountText(state.account, element);

async function signedInPage(browser: Browser, cloudId: string, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, cloudId, username);
  return page;
}

async function bigcorpSubscriberId(provider: Page): Promise<number> {
  const tenants = await callApiOk(provider, 'subscriberList', {});
  return tenants.find((tenant) => tenant.cloud_id === CLOUD)!.id;
}

/** Everything the scenario creates, removed again, so that a retry starts from the seed. */
async function restore(provider: Page, admin: Page) {
  for (const profile of await callApiOk(admin, 'profileForDomainsSummary', { cloud_id: CLOUD })) {
    await callApiOk(admin, 'deleteProfile', { id: profile.id });
  }
  for (const profile of await callApiOk(admin, 'profileForExtensionsSummary', { cloud_id: CLOUD, domain: DOMAIN })) {
    await callApiOk(admin, 'deleteProfile', { id: profile.id });
  }
  for (const account of await callApiOk(provider, 'accountsSummary', { cloud_id: CLOUD })) {
    if (account.cloud_username === STATIC_LOGIN) await callApiOk(provider, 'deleteAccountDetail', { id: account.id });
  }
  const subscriberId = await bigcorpSubscriberId(provider);
  await callApiOk(provider, 'checkUncheckProvisioningSubscriber', { subscriberId, cloudId: CLOUD, check: false });
  for (const extension of [USER, NEIGHBOUR]) await deleteAppDevices(admin, DOMAIN, extension);
}

// The contract's input type names subscriber_id and expires; left undefined they are not sent (the tenant is named by cloud_id).
const profileFields = { subscriber_id: undefined, expires: undefined, outboundproxyenabled: '0', outboundproxyhost: 'sbc.bigcorp.example', port: 5060, ringingtone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))' };

test('the phone follows the domain and extension profiles, a static account and subscriber-level provisioning', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const baseUrl = baseURL as string;
  const provider = await signedInPage(browser, 'demo', 'admin');
  const admin = await signedInPage(browser, CLOUD, 'bigcorp-admin');
  await restore(provider, admin);
  try {
    // 1. Subscriber-level provisioning on: every user of BigCorp may provision, none is checked one by one.
    const subscriberId = await bigcorpSubscriberId(provider);
    await callApiOk(provider, 'checkUncheckProvisioningSubscriber', { subscriberId, cloudId: CLOUD, check: true });
    let phone = expectAccount(await provision({ baseUrl, cloudId: CLOUD, username: `${USER}@${DOMAIN}`, password: portalPassword(USER) }));
    const neighbour = expectAccount(await provision({ baseUrl, cloudId: CLOUD, username: `${NEIGHBOUR}@${DOMAIN}`, password: portalPassword(NEIGHBOUR) }));
    expect(valueOf(phone, 'transport')).toBe('udp');

    // 2. The domain profile's transport reaches the phone on its next re-provision.
    await callApiOk(admin, 'profileCreateUpdate', { ...profileFields, cloud_id: CLOUD, profilename: 'BigCorp TCP', domain: DOMAIN, transport: 'tcp', dtmforder: 'info,rfc2833' });
    phone = expectAccount(await reprovision(phone));
    expect(valueOf(phone, 'transport')).toBe('tcp');
    expect(valueOf(phone, 'dtmfOrder')).toBe('info,rfc2833');

    // 3. An extension profile overrides it for one user only.
    await callApiOk(admin, 'profileCreateUpdate', { ...profileFields, cloud_id: CLOUD, profilename: 'Reception TLS', domain: DOMAIN, extension: USER, transport: 'tls', expires: '120' });
    phone = expectAccount(await reprovision(phone));
    expect(valueOf(phone, 'transport')).toBe('tls');
    expect(valueOf(phone, 'expires')).toBe('120');
    expect(valueOf(expectAccount(await reprovision(neighbour)), 'transport')).toBe('tcp');

    // 4. A static account's credentials give the stored SIP account.
    await callApiOk(provider, 'createUpdateAccount', {
      cloud_id: CLOUD,
      cloud_username: STATIC_LOGIN,
      cloud_password: 'lobby-pass-1234',
      proxy: 'sip.partner.example:5062',
      outbound_proxy_host: 'edge.partner.example',
      transport: 'tcp',
      account_username: 'lobby42',
      account_password: 'sip-secret-42',
      expires: '300',
    });
    const lobby = expectAccount(await provision({ baseUrl, cloudId: CLOUD, username: STATIC_LOGIN, password: 'lobby-pass-1234' }));
    expect(lobby.account).toBeDefined();
    expect({ username: valueOf(lobby, 'username'), password: valueOf(lobby, 'password'), host: valueOf(lobby, 'host'), transport: valueOf(lobby, 'transport'), expires: valueOf(lobby, 'expires') }).toEqual({
      username: 'lobby42',
      password: 'sip-secret-42',
      host: 'sip.partner.example:5062',
      transport: 'tcp',
      expires: '300',
    });

    // 5. Subscriber-level provisioning off: the user was allowed only through it, so the phone is refused.
    await callApiOk(provider, 'checkUncheckProvisioningSubscriber', { subscriberId, cloudId: CLOUD, check: false });
    const refused = await reprovision(phone);
    expect(refused.status).toBe(403);
    expect(refused.answer.kind === 'error' && refused.answer.message).toBe('The app is not enabled for this user. Please contact your administrator.');
    expect((await callApi(provider, 'getProvisioningSubscriber', { subscriberId })).status).toBeGreaterThanOrEqual(400);
  } finally {
    await restore(provider, admin);
  }
});
