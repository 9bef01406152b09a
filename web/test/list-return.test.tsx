import type { ClientProfile } from '@mamt/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { AppManagementPage } from '../src/features/app-management/app-management-page';
import { CheckEmailPage } from '../src/features/app-management/check-email-page';
import { ClientProfileDetailsPage } from '../src/features/client-profiles/client-profile-details-page';
import { ClientProfilesPage } from '../src/features/client-profiles/client-profiles-page';
import { listPathOf } from '../src/features/client-profiles/components/drill-down';
import { usersArea } from '../src/features/users/users.area';
import { WhiteLabelForm } from '../src/features/white-label/components/white-label-form';
import type { AreaPage } from '../src/lib/area';
import { stubCalls } from './support/fake-api';
import { renderRoutes } from './support/render';
import { ACME_ADMIN, ACME_SUPPORT, PROVIDER_ADMIN, signInAs } from './support/sessions';
import { renderUsersScreen } from './support/users-screen';
import { STORED_WHITE_LABEL } from './support/white-label';

afterEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});

const SLOW = { timeout: 5000 };
/** The form choices getDefaults answers (the white label's and the client profile's). */
const DEFAULTS = { email_encryption: { Allowed: ['none', 'tls'] }, vmail_transcription: { Allowed: ['google'] }, transport: { Allowed: ['udp', 'tcp'] }, dtmforder: { Allowed: ['rfc2833'] } };

type Router = ReturnType<typeof renderRoutes>['router'];
const addressOf = (router: Router) => `${router.state.location.pathname}${router.state.location.search}`;

const consoleUser = (id: number, username: string) => ({
  id, name: `Name ${id}`, username, email: `${username}@demo.example`, company: 'Engineering Support', cloud_id: 'demo', user_type: 'admin', active: true, builtin: false,
});
const detailOf = (id: number, username: string) => ({ ...consoleUser(id, username), phone_number: '' });

/** The users list and its real form, as the router mounts them, for the super tenant's administrator. */
function renderUsers(answers: Parameters<typeof stubCalls>[0] = {}) {
  signInAs(PROVIDER_ADMIN);
  stubCalls({
    userSummary: () => ({ body: { users: [consoleUser(3, 'support'), consoleUser(2, 'simple')], total: 2 } }),
    userDetail: () => ({ body: detailOf(3, 'support') }),
    getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Engineering Support' }] }),
    ...answers,
  });
  return renderUsersScreen({ pages: [usersArea.pages[1] as AreaPage], routes: [{ path: '/dashboard', element: <p>dashboard</p> }] });
}

describe('A form opened from a list returns to the list as it was', () => {
  it('Cancel and Save of the users form go back to the page, size, sort and search the list had', async () => {
    const saved: unknown[] = [];
    const { router } = renderUsers({ createUpdateUser: (body) => (saved.push(body), { body: { message: 'User updated successfully', id: 3 } }) });
    const list = '/users?q=demo&sort=username.desc&size=20';
    await router.navigate(list);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit user support' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Edit User' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe(list);
    // The list shows that view again: its search box holds the search.
    expect(await screen.findByRole('textbox', { name: 'Search' }, SLOW)).toHaveValue('demo');
    expect(screen.getByRole('button', { name: 'Username, sorted descending' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Edit user support' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Edit User' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(addressOf(router)).toBe(list));
    expect(saved).toHaveLength(1);
  });

  it('a form not opened from the list (no view handed over) returns to the plain list', async () => {
    const { router } = renderUsers();
    await router.navigate('/users/details', { state: { id: null } });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add User' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe('/users');
  });

  it("the white label form's Cancel returns to the Subscribers list with its view", async () => {
    signInAs(PROVIDER_ADMIN);
    stubCalls({ getDefaults: () => ({ body: DEFAULTS }) });
    const { router } = renderRoutes(
      [
        { path: '/', element: <Navigate to="/subscribers/white_label" state={{ subscriberId: 7, cloudId: 'globex', listSearch: '?q=glo&sort=company.desc' }} /> },
        { path: '/subscribers/white_label', element: <WhiteLabelForm whiteLabel={STORED_WHITE_LABEL} /> },
        { path: '/subscribers', element: <p>subscribers</p> },
      ],
      '/',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    expect(addressOf(router)).toBe('/subscribers?q=glo&sort=company.desc');
  });

  it("Check Email's Cancel returns to App Management as it was, after searches of its own", async () => {
    signInAs(ACME_SUPPORT);
    stubCalls({
      getAllDomains: () => ({ body: [] }),
      checkEmailInNetsapien: () => ({ body: { records: [], total: 0, message: 'No Record Found', message_id: 'noRecordFound' } }),
    });
    const { router } = renderRoutes(
      [
        { path: '/app_management', element: <AppManagementPage /> },
        { path: '/app_management/check_email', element: <CheckEmailPage /> },
      ],
      '/app_management?domain=acme.example&q=10&sort=user.desc',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Check Email' }, SLOW));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'nobody@acme.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Record Found')).toBeInTheDocument();
    expect(addressOf(router)).toBe('/app_management/check_email?email=nobody%40acme.test');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe('/app_management?domain=acme.example&q=10&sort=user.desc');
  });
});

const profile = (id: number, level: ClientProfile['level'], domain: string, extension: string): ClientProfile => ({
  id, profilename: `Profile ${id}`, cloud_id: 'acme', subscriber_id: 2, company: 'Acme Telecom', level, domain, extension, transport: 'udp',
  outboundproxyenabled: 1, outboundproxyhost: 'sbc.acme.example', port: 5060, pushblockreg: 0, expires: null,
  ringingtone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))', dtmforder: '', extra_elements: [],
});

describe('Client profiles return to the level the form belongs to, with the views that still apply', () => {
  const views = '?sort=id.desc&cloud=acme&domains-q=profile&domain=acme.demo&extensions-sort=extension.desc';

  it('keeps every view for the level shown, and drops those of the levels below when the form returns higher up', () => {
    expect(listPathOf({ cloudId: 'acme', domain: 'acme.demo' }, views)).toBe(`/client_profiles${views}`);
    // A domain profile returns to its tenant's domain level: no domain, so no extension level's view.
    expect(listPathOf({ cloudId: 'acme', domain: null }, views)).toBe('/client_profiles?sort=id.desc&cloud=acme&domains-q=profile');
    // Another tenant's level starts afresh; the primary table's view stays.
    expect(listPathOf({ cloudId: 'globex', domain: null }, views)).toBe('/client_profiles?sort=id.desc&cloud=globex');
    expect(listPathOf({ cloudId: null, domain: null }, views)).toBe('/client_profiles?sort=id.desc');
    // Not opened from the list: the level alone.
    expect(listPathOf({ cloudId: 'acme', domain: 'acme.demo' })).toBe('/client_profiles?cloud=acme&domain=acme.demo');
  });

  it('Cancel of an extension profile opened from the drilled list returns to that list as it was', async () => {
    signInAs(ACME_ADMIN);
    const extensionProfile = profile(12, 'extension', 'acme.demo', '1001');
    stubCalls({
      profileSummary: () => ({ body: [] }),
      profileForDomainsSummary: () => ({ body: [profile(11, 'domain', 'acme.demo', '')] }),
      profileForExtensionsSummary: () => ({ body: [extensionProfile] }),
      profileDetail: () => ({ body: extensionProfile }),
      getAllDomains: () => ({ body: [{ domain: 'acme.demo', description: 'Main' }] }),
      getDefaults: () => ({ body: DEFAULTS }),
      nsApiProxy: () => ({ body: [{ user: '1001', first_name: 'Ann', last_name: 'Lee' }] }),
    });
    const { router } = renderRoutes(
      [
        { path: '/client_profiles', element: <ClientProfilesPage /> },
        { path: '/client_profiles/details', element: <ClientProfileDetailsPage /> },
      ],
      `/client_profiles${views}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile Profile 12 / acme.demo / 1001' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Edit Client Profile' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe(`/client_profiles${views}`);

    // A domain profile returns to the domain level: the extension level closes.
    await user.click(await screen.findByRole('button', { name: 'Edit profile Profile 11 / acme.demo' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Edit Client Profile' }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe('/client_profiles?sort=id.desc&cloud=acme&domains-q=profile');
  });
});
