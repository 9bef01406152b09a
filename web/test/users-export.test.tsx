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
type Asked = { page: number; page_size: number; search?: string; sort?: string; order?: string };

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
  const answer = fakeApi({
    userSummary: (body) => {
      const query = body as Asked;
      asked.push(query);
      if (failWhole && query.page_size === 100) return { status: 503, body: { code: 'UNAVAILABLE', message: 'The telephony platform is not answering.' } };
      const matching = USERS.filter((user) => !deleted.includes(user.id) && user.username.includes(query.search ?? ''));
      const sorted = query.sort === 'name' && query.order === 'desc' ? [...matching].reverse() : matching;
      return { body: { users: sorted.slice((query.page - 1) * query.page_size, query.page * query.page_size), total: sorted.length } };
    },
    deleteUserDetail: (body) => {
      deleted.push((body as { id: number }).id);
      return { body: { message: 'Record Deleted' } };
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (hold && typeof init?.body === 'string' && init.body.includes('"page_size":100')) await hold;
      return answer(input, init);
    }),
  );
  renderRoutes([areaRoute({ ...usersArea, pages: [usersArea.pages[0] as AreaPage] })], '/users');
  return { asked, whole: () => asked.filter((query) => query.page_size === 100) };
}

function captureCsv() {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:x'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    count: () => saved.length,
    lines: async (index: number) => {
      await waitFor(() => expect(saved[index]).toBeDefined());
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(saved[index] as Blob);
      });
      return text.split('\r\n');
    },
  };
}

describe('UsersPage export and selection across the pages the server gives', () => {
  it('exports every user of the search in the order shown, read in pages of 100, with the column headers', async () => {
    saveSession('tok', superAdmin, '');
    const csv = captureCsv();
    let release = () => {};
    const { whole } = renderUsers({ hold: new Promise<void>((resolve) => (release = resolve)) });
    const user = userEvent.setup();
    await screen.findByText('user-10');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await user.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'user-1');
    // user-1, user-10…19 and user-100…199.
    const exportButton = await screen.findByRole('button', { name: 'Export CSV (111)' });
    await user.click(exportButton);
    await waitFor(() => expect(exportButton).toHaveAttribute('data-loading', 'true'));
    release();

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
    saveSession('tok', superAdmin, '');
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
    saveSession('tok', superAdmin, '');
    renderUsers();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select user-2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select user-3' }));
    await user.click(screen.getByRole('button', { name: 'Delete user user-3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 selected'));
  });

  it('says the export failed when a page could not be read, and saves nothing', async () => {
    saveSession('tok', superAdmin, '');
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
