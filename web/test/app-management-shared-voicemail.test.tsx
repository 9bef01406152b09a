import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { SharedVoicemailDialog } from '../src/features/app-management/dialogs/shared-voicemail-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const subscriber = (user: string, first: string) => ({ user, first_name: first, last_name: 'Doe', email: '', subscriber_login: `${user}@acme.example`, scope: 'Basic User' });

afterEach(() => queryClient.clear());

describe('SharedVoicemailDialog', () => {
  it('lists, adds another user of the domain, shows the server refusal, and removes after confirmation', async () => {
    saveSession('tok', admin, '');
    let shared = [{ vm_user: '1002' }];
    const calls: Array<[string, unknown]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          nsApiProxy: () => ({ body: [subscriber('1001', 'Al'), subscriber('1002', 'Bea'), subscriber('1003', 'Cy')] }),
          sharedVMSummary: () => ({ body: shared }),
          createUpdateSharedVM: (body) => {
            calls.push(['add', body]);
            const { vm_user } = body as { vm_user: string };
            if (vm_user === '') return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please select the subscriber first!', fieldErrors: {} } };
            if (vm_user === '1001') return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'You cannot select itself in the shared voicemail!', fieldErrors: {} } };
            shared = [...shared, { vm_user }];
            return { body: { message: 'Successfully Saved!' } };
          },
          deleteSharedVM: (body) => {
            calls.push(['delete', body]);
            shared = shared.filter((row) => row.vm_user !== (body as { vm_user: string }).vm_user);
            return { body: { message: 'Record Deleted' } };
          },
        }),
      ),
    );
    renderWithProviders(<SharedVoicemailDialog domain="acme.example" user={subscriber('1001', 'Al')} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Shared voicemail of 1001' });
    expect(await within(dialog).findByRole('cell', { name: '1002' })).toBeInTheDocument();
    // Mantine's close button is an icon alone: it carries a name for screen readers.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select the subscriber first!')).toBeInTheDocument();

    // The user itself is offered too, so the spec's refusal of it (document 2 §5) can be shown.
    await user.click(within(dialog).getByRole('textbox', { name: 'Subscriber' }));
    await user.click(await screen.findByRole('option', { name: /^1001/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('You cannot select itself in the shared voicemail!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: '1001' })).toBeNull();

    await user.click(within(dialog).getByRole('textbox', { name: 'Subscriber' }));
    await user.click(await screen.findByRole('option', { name: /^1003/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('cell', { name: '1003' })).toBeInTheDocument();
    expect(calls[2]).toEqual(['add', { domain: 'acme.example', for_user: '1001', vm_user: '1003' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove 1002' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('cell', { name: '1002' })).toBeNull());
    expect(calls[3]).toEqual(['delete', { domain: 'acme.example', for_user: '1001', vm_user: '1002' }]);
  });
});
