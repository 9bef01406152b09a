import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { areaRoute } from '../src/app/router';
import { usersArea } from '../src/features/users/area';
import type { AreaPage } from '../src/lib/area';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderRoutes } from './render';

const superAdmin: Creds = { id: 1, name: 'Admin', username: 'admin', user_type: 'admin', cloud_id: 'demo', superuser: true };
/** A row whose username tells which request it answered. */
const row = (id: number, asked: string) => ({
  id, name: `Name ${id}`, username: `${asked}-${id}`, email: `user-${id}@example.test`, company: 'Acme Telecom',
  cloud_id: 'acme', user_type: 'simple user', active: true, builtin: false,
});

afterEach(() => queryClient.clear());

/** The users screen over a server of 25 users that records every list request. */
function renderUsers() {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeApi({
        userSummary: (body) => {
          asked.push(body);
          const { page, sort = 'id', order = 'asc' } = body as { page: number; sort?: string; order?: string };
          const answered = `${sort}-${order}-p${page}`;
          return { body: { users: [row(page * 10 + 1, answered), row(page * 10 + 2, answered)], total: 25 } };
        },
      }),
    ),
  );
  renderRoutes([areaRoute({ ...usersArea, pages: [usersArea.pages[0] as AreaPage] })], '/users');
  return { asked, lastAsked: () => asked.at(-1) };
}

describe('UsersPage sorting', () => {
  it('asks the server for page 1 in the clicked column order, then the other way, then its own order', async () => {
    saveSession('tok', superAdmin, '');
    const { lastAsked } = renderUsers();
    const user = userEvent.setup();
    await screen.findByText('id-asc-p1-11', {}, { timeout: 5000 });
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
    saveSession('tok', superAdmin, '');
    const { lastAsked } = renderUsers();
    const user = userEvent.setup();
    await screen.findByText('id-asc-p1-11', {}, { timeout: 5000 });
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
