import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { UserDevicesPage } from '../src/features/devices/user-devices-page';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { confirmWith, renderRoutes } from './support/render';
import type { Creds } from '../src/lib/session';
import { ACME_SIMPLE, PROVIDER_ADMIN, signInAs } from './support/sessions';
const device = (name: string, ours: boolean) => ({
  device: name,
  aor: `sip:${name}@acme.example`,
  sub_login: '1001@acme.example',
  user_agent: 'MAMT Android 4.2.1',
  expires: '3600',
  outboundproxyenabled: ours,
  subscriber_name: '1001',
  core: ours ? 'core1-tor' : 'core2-tor',
  platform: ours ? 'android' : null,
  app_version: ours ? '4.2.1' : null,
  last_provisioned_at: ours ? '2026-11-20T08:30:05.000Z' : null,
  up_to_date: ours ? false : null,
});
const state = { domain: 'acme.example', extension: '1001', subscriber_login: '1001@acme.example' };

afterEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});
/** The page loads lazily-built tables; a busy machine needs more than the default second. */
const SLOW = { timeout: 5000 };

const ROUTES = [
  { path: '/app_management/user_devices', element: <UserDevicesPage /> },
  { path: '/app_management', element: <p>app management</p> },
];

/** Arrives at User Devices as an older navigation sends it there for a simple user of acme: with route state (or none). */
function render(answers: FakeAnswers, routeState: object | null) {
  signInAs(ACME_SIMPLE);
  stubCalls(answers);
  return renderRoutes([{ path: '/', element: <Navigate to="/app_management/user_devices" state={routeState} /> }, ...ROUTES], '/');
}

/** Opens User Devices at `address`, as a reload, a link or App Management's row menu does (`state`: the route state it hands over). */
function open(address: string, answers: FakeAnswers, { as = ACME_SIMPLE, state }: { as?: Creds; state?: object } = {}) {
  signInAs(as);
  stubCalls(answers);
  if (!state) return renderRoutes(ROUTES, address);
  return renderRoutes([{ path: '/', element: <Navigate to={address} state={state} /> }, ...ROUTES], '/');
}

const addressOf = (router: ReturnType<typeof open>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('UserDevicesPage', () => {
  it("lists the user's devices with ours, syncs them, puts the user handed in route state into the address, and Cancel returns to the domain", async () => {
    const asked: unknown[] = [];
    const { router } = render({
      getUserDevices: (body) => (asked.push(body), { body: [device('1001m', true), device('1001i', false)] }),
      syncDevices: (body) => (asked.push(body), { body: { message: 'Devices Synced Successfully!', message_id: 'devicesSynced', devices: [device('1001m', true)] } }),
    }, state);
    const row = await screen.findByRole('row', { name: /1001m/ }, SLOW);
    // A reload or a link shows the same user: route state does not survive a link.
    expect(addressOf(router)).toBe('/app_management/user_devices?domain=acme.example&user=1001%40acme.example');
    expect(within(row).getByText('android')).toBeInTheDocument();
    // The core each device last registered to, in a column of its own.
    expect(screen.getByRole('columnheader', { name: /Core/ })).toBeInTheDocument();
    expect(within(row).getByText('core1-tor')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /1001i/ })).getByText('core2-tor')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    const shown = new Date('2026-11-20T08:30:05.000Z');
    const two = (n: number) => String(n).padStart(2, '0');
    expect(within(row).getByText(`2026-11-${two(shown.getDate())} ${two(shown.getHours())}:30:05`)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /1001i/ })).getAllByText('—')).toHaveLength(4);
    // The page's title names the user: its login and name are not repeated on every row.
    expect(screen.getByText('Devices of 1001@acme.example')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Subscriber/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Device Sync' }));
    expect(await screen.findByText('Devices Synced Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /1001i/ })).toBeNull());
    expect(asked).toEqual([{ username: '1001@acme.example' }, { username: '1001@acme.example' }]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe('/app_management?domain=acme.example');
  });

  it("deletes a device of the super tenant's chosen tenant after confirmation, toasts 'Record Deleted' and reloads the list", async () => {
    const deleted: unknown[] = [];
    let devices = [device('1001m', true), device('1001i', false)];
    open('/app_management/user_devices?cloud=acme&domain=acme.example&user=1001%40acme.example', {
      getUserDevices: () => ({ body: devices }),
      DeleteUserDevice: (body) => {
        deleted.push(body);
        devices = [device('1001i', false)];
        return { body: { message: 'Record Deleted', message_id: 'recordDeleted' } };
      },
    }, { as: PROVIDER_ADMIN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete 1001m' }, SLOW));
    expect(deleted).toEqual([]);
    await confirmWith(user, 'Delete');
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ cloud_username: '1001@acme.example', aor: 'sip:1001m@acme.example', cloud_id: 'acme' }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /1001m/ })).toBeNull());
  });

  it('shows the user an address names (a reload, a link), and Cancel goes to that domain in App Management', async () => {
    const asked: unknown[] = [];
    const { router } = open('/app_management/user_devices?cloud=acme&domain=acme.example&user=1001%40acme.example&sort=aor.desc', {
      getUserDevices: (body) => (asked.push(body), { body: [device('1001i', false), device('1001m', true)] }),
    }, { as: PROVIDER_ADMIN });
    expect(await screen.findByText('Devices of 1001@acme.example', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent?.match(/1001[mi]/)?.[0])).toEqual(['1001m', '1001i']));
    expect(asked).toEqual([{ username: '1001@acme.example', cloud_id: 'acme' }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe('/app_management?cloud=acme&domain=acme.example');
  });

  it("gives a tenant's user their own cloud's devices whatever cloud a link names", async () => {
    const asked: unknown[] = [];
    open('/app_management/user_devices?cloud=globex&domain=acme.example&user=1001%40acme.example', {
      getUserDevices: (body) => (asked.push(body), { body: [device('1001m', true)] }),
    });
    expect(await screen.findByRole('row', { name: /1001m/ }, SLOW)).toBeInTheDocument();
    expect(asked).toEqual([{ username: '1001@acme.example' }]);
  });

  it("returns to App Management with the view it had, after the devices' own table was searched and sorted", async () => {
    const listSearch = '?domain=acme.example&q=1001&page=2';
    const { router } = open('/app_management/user_devices?domain=acme.example&user=1001%40acme.example', {
      getUserDevices: () => ({ body: [device('1001m', true), device('1001i', false)] }),
    }, { state: { listSearch } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sort by AOR' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '1001i');
    await waitFor(() => expect(router.state.location.search).toBe('?domain=acme.example&user=1001%40acme.example&sort=aor.asc&q=1001i'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(addressOf(router)).toBe(`/app_management${listSearch}`);
  });

  it('sends a visitor without route state or a user in the address back to App Management', async () => {
    const { router } = render({}, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app_management'));
  });
});
