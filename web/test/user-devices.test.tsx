import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { UserDevicesPage } from '../src/features/devices/user-devices-page';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { confirmWith, renderRoutes } from './support/render';
import { ACME_SIMPLE, signInAs } from './support/sessions';
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

afterEach(() => queryClient.clear());
/** The page loads lazily-built tables; a busy machine needs more than the default second. */
const SLOW = { timeout: 5000 };

/** Arrives at User Devices as App Management's row menu sends it there for a simple user of acme: with route state (or none). */
function render(answers: FakeAnswers, routeState: object | null) {
  signInAs(ACME_SIMPLE);
  stubCalls(answers);
  return renderRoutes(
    [
      { path: '/', element: <Navigate to="/app_management/user_devices" state={routeState} /> },
      { path: '/app_management/user_devices', element: <UserDevicesPage /> },
      { path: '/app_management', element: <p>app management</p> },
    ],
    '/',
  );
}

describe('UserDevicesPage', () => {
  it("lists the user's devices with ours, syncs them, and Cancel returns with the domain picked", async () => {
    const asked: unknown[] = [];
    const { router } = render({
      getUserDevices: (body) => (asked.push(body), { body: [device('1001m', true), device('1001i', false)] }),
      syncDevices: (body) => (asked.push(body), { body: { message: 'Devices Synced Successfully!', message_id: 'devicesSynced', devices: [device('1001m', true)] } }),
    }, state);
    const row = await screen.findByRole('row', { name: /1001m/ }, SLOW);
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
    expect(router.state.location.pathname).toBe('/app_management');
    expect(router.state.location.state).toEqual({ domain: 'acme.example' });
  });

  it("deletes a device after confirmation, toasts 'Record Deleted' and reloads the list", async () => {
    const deleted: unknown[] = [];
    let devices = [device('1001m', true), device('1001i', false)];
    render({
      getUserDevices: () => ({ body: devices }),
      DeleteUserDevice: (body) => {
        deleted.push(body);
        devices = [device('1001i', false)];
        return { body: { message: 'Record Deleted', message_id: 'recordDeleted' } };
      },
    }, { ...state, cloudId: 'acme' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete 1001m' }, SLOW));
    expect(deleted).toEqual([]);
    await confirmWith(user, 'Delete');
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ cloud_username: '1001@acme.example', aor: 'sip:1001m@acme.example', cloud_id: 'acme' }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /1001m/ })).toBeNull());
  });

  it('sends a visitor without route state back to App Management', async () => {
    const { router } = render({}, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app_management'));
  });
});
