import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { AccountPreviewDialog } from '../src/features/app-management/dialogs/account-preview-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';
import type { OutputOf } from './support/fake-api';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const subscriber = (user: string) => ({ user, first_name: `F${user}`, last_name: 'Doe', email: '', subscriber_login: `${user}@acme.example`, scope: 'Basic User' });
const al = subscriber('1001');
const XML = '<account><username>1001am</username><password>••••••••</password><mamt_quickDial>1</mamt_quickDial></account>';
const preview: OutputOf<'previewAccount'> = {
  xml: XML,
  values: [
    { element: 'username', value: '1001am', source: 'device' },
    { element: 'password', value: '••••••••', source: 'server' },
    { element: 'mamt_quickDial', value: '1', source: 'domain' },
  ],
};
const usersApi = (extra: Parameters<typeof fakeApi>[0] = {}) => fakeApi({ nsApiProxy: () => ({ body: [subscriber('1001'), subscriber('1002')] }), getExtensionsChecked: () => ({ body: [] }), ...extra });

// The text of each body row's cells: element names carry <wbr> break points, which jsdom's
// accessible names read as spaces where a browser reads none.
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

afterEach(() => queryClient.clear());

describe('What will this user’s app get?', () => {
  it('opens from the row menu of an admin, asks for that user, lists each value with its source and copies the XML', async () => {
    saveSession('tok', admin, '');
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(usersApi({ previewAccount: (body) => (asked.push(body), { body: preview }) })));
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More for 1002' }));
    await user.click(await screen.findByRole('menuitem', { name: "What will this user's app get?" }));

    const dialog = await screen.findByRole('dialog', { name: 'What the app of 1002 will get' });
    const table = await within(dialog).findByRole('table', { name: 'Values of the account' });
    expect(asked).toEqual([{ domain: 'acme.example', extension: '1002' }]);
    expect(cellsOf(table)).toEqual([
      ['username', '1001am', 'Device'],
      ['password', '••••••••', 'Server'],
      ['mamt_quickDial', '1', 'Domain'],
    ]);
    expect(within(dialog).getByRole('region', { name: 'Account XML' })).toHaveTextContent(XML);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // user-event stands in for the clipboard; it holds what the button wrote.
    expect(await navigator.clipboard.readText()).toBe(XML);
  });

  it('is not offered to a simple user, whom the contract does not let preview', async () => {
    saveSession('tok', { ...admin, username: 'acme-simple', user_type: 'simple user' }, '');
    vi.stubGlobal('fetch', vi.fn(usersApi()));
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More for 1001' }));
    expect(await screen.findByRole('menuitem', { name: 'Calling number' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: "What will this user's app get?" })).toBeNull();
  });

  it('names the other tenant for the super tenant, and shows a refusal', async () => {
    saveSession('tok', { ...admin, cloud_id: 'demo', superuser: true }, '');
    const asked: unknown[] = [];
    vi.stubGlobal('fetch', vi.fn(fakeApi({ previewAccount: (body) => (asked.push(body), { body: preview }) })));
    const { unmount } = renderWithProviders(<AccountPreviewDialog domain="acme.example" cloudId="acme" user={al} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'What the app of 1001 will get' });
    expect(cellsOf(await within(dialog).findByRole('table'))[2]).toEqual(['mamt_quickDial', '1', 'Domain']);
    expect(asked).toEqual([{ domain: 'acme.example', extension: '1001', cloud_id: 'acme' }]);
    unmount();

    vi.stubGlobal('fetch', vi.fn(fakeApi({ previewAccount: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }) })));
    renderWithProviders(<AccountPreviewDialog domain="acme.example" user={al} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
