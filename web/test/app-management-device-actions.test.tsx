import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainControls } from '../src/features/app-management/components/domain-controls';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderRoutes, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const simple: Creds = { ...admin, username: 'acme-simple', user_type: 'simple user' };
const settings = { domain: 'acme.example', device_limit: 5, provisioning: false, quick_dial: true, recording: false, textable: true, config_version: 1 };
const subscriber = (user: string) => ({ user, first_name: `F${user}`, last_name: 'Doe', email: `${user}@acme.example`, subscriber_login: `${user}@acme.example`, scope: 'Basic User' });
const SLOW = { timeout: 5000 };

afterEach(() => queryClient.clear());

const usersApi = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ nsApiProxy: () => ({ body: [subscriber('1001'), subscriber('1002')] }), getExtensionsChecked: () => ({ body: [] }), ...extra });

describe('App Management device actions', () => {
  it('gives admins a Re-Provision button per user, which queues the reprovision of that user', async () => {
    saveSession('tok', admin, '');
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(usersApi({ reprovisionByForce: (body) => (sent.push(body), { body: { message: 'The user will be reprovisioned!', message_id: 'userReprovisioned' } }) })));
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-provision 1002' }, SLOW));
    expect(await screen.findByText('The user will be reprovisioned!')).toBeInTheDocument();
    expect(sent).toEqual([{ extension: '1002', domain: 'acme.example' }]);
  });

  it('hides the Re-Provision column from other user types, and opens User Devices from the row menu', async () => {
    saveSession('tok', simple, '');
    vi.stubGlobal('fetch', vi.fn(usersApi()));
    const { router } = renderRoutes(
      [
        { path: '/app_management', element: <DomainUsersTable domain="acme.example" cloudId="acme" /> },
        { path: '/app_management/user_devices', element: <p>devices</p> },
      ],
      '/app_management',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More for 1001' }, SLOW));
    expect(screen.queryByRole('columnheader', { name: /Re-Provision/ })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Devices' }));
    expect(router.state.location.pathname).toBe('/app_management/user_devices');
    expect(router.state.location.state).toEqual({ domain: 'acme.example', extension: '1001', subscriber_login: '1001@acme.example', cloudId: 'acme' });
  });

  it("asks before the domain's Reprovisioning and Device Sync, for admins only", async () => {
    saveSession('tok', admin, '');
    const sent: Array<[string, unknown]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getDomainSettings: () => ({ body: settings }),
          getCompanyDetails: () => ({ body: { textable: false, call_history: true } }),
          reprovisionByForce: (body) => (sent.push(['reprovision', body]), { body: { message: 'All users in this domain will be reprovisioned in few seconds!', message_id: 'domainReprovisioned' } }),
          DomainLevelDeviceSync: (body) => (sent.push(['sync', body]), { body: { message: 'All Devices in this domain will be synched in few seconds!', message_id: 'domainDevicesSyncing' } }),
        }),
      ),
    );
    renderWithProviders(<DomainControls domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reprovisioning' }, SLOW));
    expect(sent).toEqual([]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('All users in this domain will be reprovisioned in few seconds!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Device Sync' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('All Devices in this domain will be synched in few seconds!')).toBeInTheDocument();
    expect(sent).toEqual([
      ['reprovision', { domain: 'acme.example' }],
      ['sync', { domain: 'acme.example' }],
    ]);
  });

  it('shows no domain Reprovisioning or Device Sync to a simple user', async () => {
    saveSession('tok', simple, '');
    vi.stubGlobal('fetch', vi.fn(fakeApi({ getDomainSettings: () => ({ body: settings }), getCompanyDetails: () => ({ body: { textable: false, call_history: true } }) })));
    renderWithProviders(<DomainControls domain="acme.example" />);
    expect(await screen.findByRole('switch', { name: 'Provisioning' }, SLOW)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reprovisioning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Device Sync' })).toBeNull();
  });
});
