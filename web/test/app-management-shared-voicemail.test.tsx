import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { SharedVoicemailDialog } from '../src/features/app-management/dialogs/shared-voicemail-dialog';
import { platformUser } from './support/app-management';
import { stubCalls } from './support/fake-api';
import { confirmWith, openDialog, pick } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());

describe('SharedVoicemailDialog', () => {
  it('lists, adds another user of the domain, shows the server refusal, and removes after confirmation', async () => {
    signInAs(ACME_ADMIN);
    let shared = [{ vm_user: '1002' }];
    const calls: Array<[string, unknown]> = [];
    stubCalls({
      nsApiProxy: () => ({ body: [platformUser('1001', 'Al'), platformUser('1002', 'Bea'), platformUser('1003', 'Cy')] }),
      sharedVMSummary: () => ({ body: shared }),
      createUpdateSharedVM: (body) => {
        calls.push(['add', body]);
        const { vm_user } = body;
        if (vm_user === '') return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please select the subscriber first!', fieldErrors: {} } };
        if (vm_user === '1001') return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'You cannot select itself in the shared voicemail!', fieldErrors: {} } };
        shared = [...shared, { vm_user }];
        return { body: { message: 'Successfully Saved!' } };
      },
      deleteSharedVM: (body) => {
        calls.push(['delete', body]);
        shared = shared.filter((row) => row.vm_user !== body.vm_user);
        return { body: { message: 'Record Deleted' } };
      },
    });
    const { dialog, user } = await openDialog(<SharedVoicemailDialog domain="acme.example" user={platformUser('1001', 'Al')} onClose={() => {}} />, 'Shared voicemail of 1001');
    expect(await within(dialog).findByRole('cell', { name: '1002' })).toBeInTheDocument();
    // Mantine's close button is an icon alone: it carries a name for screen readers.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Please select the subscriber first!')).toBeInTheDocument();

    // The user itself is offered too, so the spec's refusal of it (document 2 §5) can be shown.
    await pick(user, within(dialog).getByRole('textbox', { name: 'Subscriber' }), /^1001/);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('You cannot select itself in the shared voicemail!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: '1001' })).toBeNull();

    await pick(user, within(dialog).getByRole('textbox', { name: 'Subscriber' }), /^1003/);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('cell', { name: '1003' })).toBeInTheDocument();
    expect(calls[2]).toEqual(['add', { domain: 'acme.example', for_user: '1001', vm_user: '1003' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Remove 1002' }));
    await confirmWith(user, 'Remove', 'Remove');
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('cell', { name: '1002' })).toBeNull());
    expect(calls[3]).toEqual(['delete', { domain: 'acme.example', for_user: '1001', vm_user: '1002' }]);
  });
});
