import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { captureCsv } from './support/downloads';
import { stubCalls, type FakeRequest } from './support/fake-api';
import { holdAnswer } from './support/held';
import { confirmWith } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';
import { renderUsersScreen } from './support/users-screen';

type Asked = FakeRequest<'userSummary'>;

const USERS = Array.from({ length: 230 }, (_, i) => ({
  id: i + 1, name: `Name ${String(i + 1).padStart(3, '0')}`, username: `user-${i + 1}`, email: `user-${i + 1}@example.test`,
  company: 'Acme Telecom', cloud_id: 'acme', user_type: 'simple user', active: i % 2 === 0, builtin: false,
}));

afterEach(() => queryClient.clear());

/**
 * The users screen over a server of 230 users that searches usernames, sorts by name and pages as
 * userSummary does, and records each request. `hold` keeps the answers to whole-list reads (pages
 * of 100) waiting until it resolves; `failWhole` answers them with an error.
 */
function renderUsers({ hold, failWhole = false }: { hold?: Promise<void>; failWhole?: boolean } = {}) {
  const asked: Asked[] = [];
  const deleted: number[] = [];
  stubCalls({
    userSummary: async (query) => {
      // The contract coerces the page numbers: they arrive as the console sent them, numbers.
      const [page, page_size] = [Number(query.page), Number(query.page_size)];
      if (page_size === 100) await hold;
      asked.push(query);
      if (failWhole && page_size === 100) return { status: 503, body: { code: 'UNAVAILABLE', message: 'The telephony platform is not answering.' } };
      const matching = USERS.filter((user) => !deleted.includes(user.id) && user.username.includes(query.search ?? ''));
      const sorted = query.sort === 'name' && query.order === 'desc' ? [...matching].reverse() : matching;
      return { body: { users: sorted.slice((page - 1) * page_size, page * page_size), total: sorted.length } };
    },
    deleteUserDetail: (body) => {
      deleted.push(Number(body.id));
      return { body: { message: 'Record Deleted' } };
    },
  });
  renderUsersScreen();
  return { asked, whole: () => asked.filter((query) => query.page_size === 100) };
}

describe('UsersPage export and selection across the pages the server gives', () => {
  it('exports every user of the search in the order shown, read in pages of 100, with the column headers', async () => {
    signInAs(PROVIDER_ADMIN);
    const csv = captureCsv();
    const wholeList = holdAnswer();
    const { whole } = renderUsers({ hold: wholeList.held });
    const user = userEvent.setup();
    await screen.findByText('user-10');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await user.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'user-1');
    // user-1, user-10…19 and user-100…199.
    const exportButton = await screen.findByRole('button', { name: 'Export CSV (111)' });
    await user.click(exportButton);
    await waitFor(() => expect(exportButton).toHaveAttribute('data-loading', 'true'));
    wholeList.release();

    const lines = await csv.lines(0);
    expect(lines[0]).toBe('Id,Name,Username,Email,Company,Cloud Id,User Type,Active');
    expect(lines).toHaveLength(112);
    expect(lines[1]).toBe('199,Name 199,user-199,user-199@example.test,Acme Telecom,acme,simple user,Yes');
    expect(lines.at(-1)).toMatch(/^1,Name 001,user-1,/);
    expect(whole()).toEqual([
      { page: 1, page_size: 100, search: 'user-1', sort: 'name', order: 'desc' },
      { page: 2, page_size: 100, search: 'user-1', sort: 'name', order: 'desc' },
    ]);
    await waitFor(() => expect(exportButton).not.toHaveAttribute('data-loading'));
  });

  it('keeps ticks across pages, selects all 230 and exports only the selection', async () => {
    signInAs(PROVIDER_ADMIN);
    const csv = captureCsv();
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select user-2' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select user-11' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    expect(await csv.lines(0)).toEqual(['Id,Name,Username,Email,Company,Cloud Id,User Type,Active', expect.stringMatching(/^2,/), expect.stringMatching(/^11,/)]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 230' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All 230 selected'));
    expect(screen.getByRole('button', { name: 'Export selected (230)' })).toBeInTheDocument();
  });

  it('drops a deleted user from the selection', async () => {
    signInAs(PROVIDER_ADMIN);
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select user-2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select user-3' }));
    await user.click(screen.getByRole('button', { name: 'Delete user user-3' }));
    await confirmWith(user, 'Delete');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 selected'));
  });

  it('says the export failed when a page could not be read, and saves nothing', async () => {
    signInAs(PROVIDER_ADMIN);
    const csv = captureCsv();
    renderUsers({ failWhole: true });
    const user = userEvent.setup();
    await screen.findByText('user-10');
    await user.click(screen.getByRole('button', { name: 'Export CSV (230)' }));
    expect(await screen.findByText(/^The CSV file could not be made: /)).toBeInTheDocument();
    expect(csv.count()).toBe(0);
    expect(screen.getByRole('button', { name: 'Export CSV (230)' })).toBeEnabled();
  });
});
