import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { stubCalls } from './support/fake-api';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';
import { renderUsersScreen } from './support/users-screen';
/** A row whose username tells which request it answered. */
const row = (id: number, asked: string) => ({
  id, name: `Name ${id}`, username: `${asked}-${id}`, email: `user-${id}@example.test`, company: 'Acme Telecom',
  cloud_id: 'acme', user_type: 'simple user', active: true, builtin: false,
});

afterEach(() => queryClient.clear());

/** The users screen of the super tenant's administrator over a server of 25 users that records every list request, once its first page is shown. */
async function renderUsers() {
  signInAs(PROVIDER_ADMIN);
  const asked: unknown[] = [];
  stubCalls({
    userSummary: (body) => {
      asked.push(body);
      const { sort = 'id', order = 'asc' } = body;
      const page = Number(body.page);
      const answered = `${sort}-${order}-p${page}`;
      return { body: { users: [row(page * 10 + 1, answered), row(page * 10 + 2, answered)], total: 25 } };
    },
  });
  renderUsersScreen();
  await screen.findByText('id-asc-p1-11', {}, { timeout: 5000 });
  return { asked, lastAsked: () => asked.at(-1), user: userEvent.setup() };
}

describe('UsersPage sorting', () => {
  it('asks the server for page 1 in the clicked column order, then the other way, then its own order', async () => {
    const { lastAsked, user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('id-asc-p2-21');
    expect(lastAsked()).toEqual({ page: 2, page_size: 10 });

    await user.click(screen.getByRole('button', { name: 'Sort by Cloud Id' }));
    await waitFor(() => expect(lastAsked()).toEqual({ page: 1, page_size: 10, sort: 'cloud_id', order: 'asc' }));
    expect(screen.getByRole('button', { name: 'Cloud Id, sorted ascending' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Cloud Id, sorted ascending' }));
    await waitFor(() => expect(lastAsked()).toEqual({ page: 1, page_size: 10, sort: 'cloud_id', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastAsked()).toEqual({ page: 2, page_size: 10, sort: 'cloud_id', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Sort by User Type' }));
    await waitFor(() => expect(lastAsked()).toEqual({ page: 1, page_size: 10, sort: 'user_type', order: 'asc' }));
    expect(await screen.findByText('user_type-asc-p1-11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'User Type, sorted ascending' }));
    await user.click(screen.getByRole('button', { name: 'User Type, sorted descending' }));
    // Unsorted again: page 1 in the server's own order (asked again, or still at hand).
    expect(await screen.findByText('id-asc-p1-11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by User Type' })).toBeInTheDocument();
  });

  it('offers sorting only on the columns the server sorts by, one at a time', async () => {
    const { lastAsked, user } = await renderUsers();
    for (const column of ['Name', 'Username', 'Email', 'Company', 'Cloud Id', 'User Type']) {
      expect(screen.getByRole('button', { name: `Sort by ${column}` })).toBeInTheDocument();
    }
    for (const column of ['Id', 'Active', 'Actions']) {
      const header = screen.getByRole('columnheader', { name: column });
      expect(within(header).queryByRole('button')).toBeNull();
    }
    // Shift-click would add a second column in the browser; the server sorts by one, the last clicked.
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Sort by Email' }));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(lastAsked()).toEqual({ page: 1, page_size: 10, sort: 'email', order: 'asc' }));
    expect(screen.getByRole('button', { name: 'Sort by Name' })).toBeInTheDocument();
  });
});
