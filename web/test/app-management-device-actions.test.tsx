import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainControls } from '../src/features/app-management/components/domain-controls';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { domainControls, domainUsers, platformUser } from './support/app-management';
import { stubCalls } from './support/fake-api';
import { confirmWith, renderRoutes, renderWithProviders } from './support/render';
import { ACME_ADMIN, ACME_SIMPLE, signInAs } from './support/sessions';

const acmeUser = (extension: string) => platformUser(extension, `F${extension}`, `${extension}@acme.example`);
const users = domainUsers([acmeUser('1001'), acmeUser('1002')]);
const company = domainControls({ textable: false, call_history: true });
const SLOW = { timeout: 5000 };

afterEach(() => queryClient.clear());

describe('App Management device actions', () => {
  it('gives admins a Re-Provision button per user, which queues the reprovision of that user', async () => {
    signInAs(ACME_ADMIN);
    const sent: unknown[] = [];
    stubCalls({ ...users, reprovisionByForce: (body) => (sent.push(body), { body: { message: 'The user will be reprovisioned!', message_id: 'userReprovisioned', run_id: 1 } }) });
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Re-provision 1002' }, SLOW));
    expect(await screen.findByText('The user will be reprovisioned!')).toBeInTheDocument();
    expect(sent).toEqual([{ extension: '1002', domain: 'acme.example' }]);
  });

  it('hides the Re-Provision column from other user types, and opens User Devices at the address of the user, with the way back', async () => {
    signInAs(ACME_SIMPLE);
    stubCalls(users);
    const listAddress = '/app_management?cloud=acme&domain=acme.example&sort=user.desc';
    const { router } = renderRoutes(
      [
        { path: '/app_management', element: <DomainUsersTable domain="acme.example" cloudId="acme" /> },
        { path: '/app_management/user_devices', element: <p>devices</p> },
      ],
      listAddress,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More for 1001' }, SLOW));
    expect(screen.queryByRole('columnheader', { name: /Re-Provision/ })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Devices' }));
    // The user is in the address (a reload or a link shows the same one); the list's view comes along in route state.
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/app_management/user_devices?cloud=acme&domain=acme.example&user=1001%40acme.example');
    expect(router.state.location.state).toEqual({ listSearch: '?cloud=acme&domain=acme.example&sort=user.desc' });
  });

  it("asks before the domain's Reprovisioning and Device Sync, for admins only", async () => {
    signInAs(ACME_ADMIN);
    const sent: Array<[string, unknown]> = [];
    stubCalls({
      ...company,
      reprovisionByForce: (body) => (sent.push(['reprovision', body]), { body: { message: 'All users in this domain will be reprovisioned in few seconds!', message_id: 'domainReprovisioned', run_id: 2 } }),
      DomainLevelDeviceSync: (body) => (sent.push(['sync', body]), { body: { message: 'All Devices in this domain will be synched in few seconds!', message_id: 'domainDevicesSyncing', run_id: 3 } }),
    });
    renderWithProviders(<DomainControls domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reprovisioning' }, SLOW));
    expect(sent).toEqual([]);
    await confirmWith(user, 'Yes');
    expect(await screen.findByText('All users in this domain will be reprovisioned in few seconds!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Device Sync' }));
    await confirmWith(user, 'Yes');
    expect(await screen.findByText('All Devices in this domain will be synched in few seconds!')).toBeInTheDocument();
    expect(sent).toEqual([
      ['reprovision', { domain: 'acme.example' }],
      ['sync', { domain: 'acme.example' }],
    ]);
  });

  it('shows no domain Reprovisioning or Device Sync to a simple user', async () => {
    signInAs(ACME_SIMPLE);
    stubCalls(company);
    renderWithProviders(<DomainControls domain="acme.example" />);
    expect(await screen.findByRole('switch', { name: 'Provisioning' }, SLOW)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reprovisioning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Device Sync' })).toBeNull();
  });
});
