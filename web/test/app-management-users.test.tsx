import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { domainUsers, platformUser } from './support/app-management';
import { stubCalls } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { ACME_SUPPORT, signInAs } from './support/sessions';

const subscriber = (user: string, first: string) => platformUser(user, first, `${user}@acme.example`);

afterEach(() => queryClient.clear());

describe('DomainUsersTable', () => {
  it('holds the provisioning switches locally and saves only the changed ones with Save', async () => {
    signInAs(ACME_SUPPORT);
    const saves: unknown[] = [];
    let saved = [{ extension: '1001' }];
    stubCalls({
      nsApiProxy: () => ({ body: [subscriber('1002', 'Bea'), subscriber('1001', 'Al'), subscriber('1003', 'Cy')] }),
      getExtensionsChecked: () => ({ body: saved }),
      checkExtensions: (body) => {
        saves.push(body);
        saved = [{ extension: '1002' }];
        return { body: { message: 'Successfully Saved!', config_version: 2 } };
      },
    });
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Provisioning of 1001' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Provisioning of 1002' })).not.toBeChecked();
    // The switch follows the extension, in view on a phone; the login sits under the extension
    // rather than in a column of its own, so that every column fits a 1280 px screen.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Provisioning')).toBe(headers.findIndex((text) => text?.startsWith('Extension')) + 1);
    expect(headers).not.toContain('Subscriber login');
    expect(screen.getByRole('row', { name: /1001@acme\.example/ })).toHaveTextContent(/^1001\s*1001@acme\.example/);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Provisioning of 1001' }));
    await user.click(screen.getByRole('switch', { name: 'Provisioning of 1002' }));
    // Switched on and back off: not a change.
    await user.click(screen.getByRole('switch', { name: 'Provisioning of 1003' }));
    await user.click(screen.getByRole('switch', { name: 'Provisioning of 1003' }));
    expect(saves).toEqual([]);
    await user.click(save);

    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        domain: 'acme.example',
        list: [
          { extension: '1001', allowed: false },
          { extension: '1002', allowed: true },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Provisioning of 1002' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Provisioning of 1001' })).not.toBeChecked();
  });

  it('lists users by first name, with selection boxes', async () => {
    signInAs(ACME_SUPPORT);
    stubCalls(domainUsers([subscriber('1002', 'Bea'), subscriber('1001', 'Al')]));
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    await screen.findByRole('switch', { name: 'Provisioning of 1001' });
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Al');
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThanOrEqual(3);
  });

  it('opens a per-user dialog from the row menu', async () => {
    signInAs(ACME_SUPPORT);
    stubCalls({
      ...domainUsers([subscriber('1001', 'Al'), subscriber('1002', 'Bea')]),
      getAvailableCallingNumbers: () => ({ body: [{ phone_number: '15550001', to_user: '', description: 'Main', assigned_to: null }] }),
      getAssignedCallingNumbers: () => ({ body: [] }),
    });
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More for 1002' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Calling number' }));
    expect(await screen.findByRole('dialog', { name: 'Calling number of 1002' })).toBeInTheDocument();
  });

  it('hands every selected user to the toolbar, ticked on several pages or all at once', async () => {
    signInAs(ACME_SUPPORT);
    const users = Array.from({ length: 25 }, (_, i) => subscriber(String(1001 + i), `First ${String(i + 1).padStart(2, '0')}`));
    stubCalls(domainUsers(users));
    const sent: string[][] = [];
    renderWithProviders(
      <DomainUsersTable
        domain="acme.example"
        toolbar={(selected) => <button onClick={() => sent.push(selected.map((row) => row.user ?? ''))}>Send QR Code</button>}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 1002' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1011' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 selected');
    await user.click(screen.getByRole('button', { name: 'Send QR Code' }));
    expect(sent.at(-1)).toEqual(['1001', '1002', '1011']);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 25' }));
    expect(screen.getByRole('status')).toHaveTextContent('All 25 selected');
    await user.click(screen.getByRole('button', { name: 'Send QR Code' }));
    expect(sent.at(-1)).toHaveLength(25);
  });
});
