import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { stubCalls } from './support/fake-api';
import { confirmWith } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, PROVIDER_SUPPORT, signInAs } from './support/sessions';
import { renderUsersScreen } from './support/users-screen';
const row = (id: number, username: string, cloud_id: string, builtin = false) => ({
  id, name: `Name ${id}`, username, email: `${username}@example.test`, company: cloud_id === 'demo' ? 'Engineering Support' : 'Acme Telecom',
  cloud_id, user_type: 'admin', active: id !== 3, builtin,
});

afterEach(() => queryClient.clear());

// Details stands in for the form.
const renderUsers = () => renderUsersScreen({ pages: [{ path: '/users/details', load: async () => () => <p>details</p> }], routes: [{ path: '/dashboard', element: <p>dashboard</p> }] });

describe('UsersPage', () => {
  it('lists a page from the server; the built-in administrator has no delete action', async () => {
    signInAs(PROVIDER_ADMIN);
    const asked: unknown[] = [];
    stubCalls({ userSummary: (body) => (asked.push(body), { body: { users: [row(1, 'admin', 'demo', true), row(3, 'acme-admin', 'acme')], total: 2 } }) });
    const { router } = renderUsers();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await screen.findByText('acme-admin');
    expect(asked[0]).toEqual({ page: 1, page_size: 10 });
    expect(screen.getByRole('columnheader', { name: 'Cloud Id' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit user admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete user acme-admin' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /acme-admin/ })).getByText('No')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit user acme-admin' }));
    expect(router.state.location).toMatchObject({ pathname: '/users/details', state: { id: 3 } });
  });

  it('deletes after confirmation, toasts the server message and reloads the page', async () => {
    signInAs(PROVIDER_ADMIN);
    const deleted: unknown[] = [];
    let users = [row(1, 'admin', 'demo', true), row(3, 'acme-admin', 'acme')];
    stubCalls({
      userSummary: () => ({ body: { users, total: users.length } }),
      deleteUserDetail: (body) => {
        deleted.push(body);
        users = users.filter((user) => user.id !== 3);
        return { body: { message: 'Record Deleted' } };
      },
    });
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete user acme-admin' }));
    await confirmWith(user, 'Delete');
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: 3 }]);
    await waitFor(() => expect(screen.queryByText('acme-admin')).toBeNull());
  });

  it('hides the Cloud Id column from a tenant admin and sends other user types to the dashboard', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({ userSummary: () => ({ body: { users: [row(3, 'acme-admin', 'acme')], total: 1 } }) });
    const first = renderUsers();
    await screen.findByText('acme-admin');
    expect(screen.queryByRole('columnheader', { name: 'Cloud Id' })).toBeNull();
    first.unmount();

    signInAs(PROVIDER_SUPPORT);
    const refused = stubCalls({});
    const { router } = renderUsers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // Sent away by the route's guard before the page could ask for the list.
    expect(refused).not.toHaveBeenCalled();
  });
});
