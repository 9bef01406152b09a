import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { AccountPreviewDialog } from '../src/features/app-management/dialogs/account-preview-dialog';
import { domainUsers, platformUser } from './support/app-management';
import { stubCalls, type OutputOf } from './support/fake-api';
import { openDialog, renderWithProviders } from './support/render';
import { ACME_ADMIN, ACME_SIMPLE, PROVIDER_ADMIN, signInAs } from './support/sessions';

const al = platformUser('1001');
const XML = '<account><username>1001am</username><password>••••••••</password><mamt_quickDial>1</mamt_quickDial></account>';
const preview: OutputOf<'previewAccount'> = {
  xml: XML,
  values: [
    { element: 'username', value: '1001am', source: 'device' },
    { element: 'password', value: '••••••••', source: 'server' },
    { element: 'mamt_quickDial', value: '1', source: 'domain' },
  ],
};
const users = domainUsers([platformUser('1001'), platformUser('1002')]);

// The text of each body row's cells: element names carry <wbr> break points, which jsdom's
// accessible names read as spaces where a browser reads none.
const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

afterEach(() => queryClient.clear());

describe('What will this user’s app get?', () => {
  it('opens from the row menu of an admin, asks for that user, lists each value with its source and copies the XML', async () => {
    signInAs(ACME_ADMIN);
    const asked: unknown[] = [];
    stubCalls({ ...users, previewAccount: (body) => (asked.push(body), { body: preview }) });
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
    signInAs(ACME_SIMPLE);
    stubCalls(users);
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More for 1001' }));
    expect(await screen.findByRole('menuitem', { name: 'Calling number' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: "What will this user's app get?" })).toBeNull();
  });

  it('names the other tenant for the super tenant, and shows a refusal', async () => {
    signInAs(PROVIDER_ADMIN);
    const asked: unknown[] = [];
    stubCalls({ previewAccount: (body) => (asked.push(body), { body: preview }) });
    const { dialog, unmount } = await openDialog(<AccountPreviewDialog domain="acme.example" cloudId="acme" user={al} onClose={() => {}} />, 'What the app of 1001 will get');
    expect(cellsOf(await within(dialog).findByRole('table'))[2]).toEqual(['mamt_quickDial', '1', 'Domain']);
    expect(asked).toEqual([{ domain: 'acme.example', extension: '1001', cloud_id: 'acme' }]);
    unmount();

    stubCalls({ previewAccount: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }) });
    renderWithProviders(<AccountPreviewDialog domain="acme.example" user={al} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
