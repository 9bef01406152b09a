import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { CallingNumberDialog } from '../src/features/app-management/dialogs/calling-number-dialog';
import { platformUser } from './support/app-management';
import { stubCalls } from './support/fake-api';
import { openDialog, pick } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, signInAs } from './support/sessions';

const al = platformUser('1001', 'Al');
const did = (phone_number: string, assigned_to: string | null, description = '') => ({ phone_number, to_user: '', description, assigned_to });

afterEach(() => queryClient.clear());

describe('CallingNumberDialog', () => {
  it("lists the user's numbers and only the free DIDs, assigns the picked one with the right input, and toasts a refusal", async () => {
    signInAs(ACME_ADMIN);
    let assigned = [{ id: 1, phone_number: '14165552001', extension: '1001', domain: 'acme.example' }];
    const assigns: unknown[] = [];
    stubCalls({
      getAvailableCallingNumbers: () => ({ body: [did('14165552001', '1001'), did('14165552002', '1005'), did('14165552003', null, 'Front desk')] }),
      getAssignedCallingNumbers: () => ({ body: assigned }),
      assignCallingNumber: (body) => {
        assigns.push(body);
        const { phone_number } = body;
        if (phone_number === '') return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please select the calling number first!', fieldErrors: {} } };
        const calling_number = { id: 2, phone_number, extension: '1001', domain: 'acme.example' };
        assigned = [...assigned, calling_number];
        return { body: { message: 'Calling number assigned', calling_number } };
      },
    });
    const { dialog, user } = await openDialog(<CallingNumberDialog domain="acme.example" user={al} onClose={() => {}} />, 'Calling number of 1001');
    expect(await within(dialog).findByRole('cell', { name: '14165552001' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Please select the calling number first!')).toBeInTheDocument();
    expect(assigns[0]).toEqual({ domain: 'acme.example', extension: '1001', phone_number: '' });

    await user.click(within(dialog).getByRole('textbox', { name: 'Available numbers' }));
    // Numbers another user (or this one) already has are not offered.
    expect(await screen.findByRole('option', { name: '14165552003 — Front desk', hidden: true })).toBeInTheDocument();
    for (const taken of ['14165552001', '14165552002']) expect(screen.queryByRole('option', { name: new RegExp(`^${taken}`), hidden: true })).toBeNull();
    await user.click(screen.getByRole('option', { name: '14165552003 — Front desk', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Calling number assigned')).toBeInTheDocument();
    expect(assigns[1]).toEqual({ domain: 'acme.example', extension: '1001', phone_number: '14165552003' });
    expect(await within(dialog).findByRole('cell', { name: '14165552003' })).toBeInTheDocument();
  });

  it('names the other tenant when the super tenant looks at it, and shows a platform failure as a toast', async () => {
    signInAs(PROVIDER_ADMIN);
    const reads: unknown[] = [];
    stubCalls({
      getAvailableCallingNumbers: (body) => (reads.push(body), { body: [did('14165552003', null)] }),
      getAssignedCallingNumbers: () => ({ body: [] }),
      assignCallingNumber: () => ({ status: 502, body: { code: 'UPSTREAM_FAILED', message: 'NetSapiens did not answer within 5 s. Please try again in a moment.' } }),
    });
    const { dialog, user } = await openDialog(<CallingNumberDialog domain="acme.example" cloudId="acme" user={al} onClose={() => {}} />, 'Calling number of 1001');
    await waitFor(() => expect(reads).toEqual([{ domain: 'acme.example', cloud_id: 'acme' }]));
    await pick(user, within(dialog).getByRole('textbox', { name: 'Available numbers' }), '14165552003');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('NetSapiens did not answer within 5 s. Please try again in a moment.')).toBeInTheDocument();
  });
});
