import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { CallingNumberDialog } from '../src/features/app-management/dialogs/calling-number-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const al = { user: '1001', first_name: 'Al', last_name: 'Doe', email: '', subscriber_login: '1001@acme.example', scope: 'Basic User' };
const did = (phone_number: string, assigned_to: string | null, description = '') => ({ phone_number, to_user: '', description, assigned_to });

afterEach(() => queryClient.clear());

describe('CallingNumberDialog', () => {
  it("lists the user's numbers and only the free DIDs, assigns the picked one with the right input, and toasts a refusal", async () => {
    saveSession('tok', admin, '');
    let assigned = [{ id: 1, phone_number: '14165552001', extension: '1001', domain: 'acme.example' }];
    const assigns: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getAvailableCallingNumbers: () => ({ body: [did('14165552001', '1001'), did('14165552002', '1005'), did('14165552003', null, 'Front desk')] }),
          getAssignedCallingNumbers: () => ({ body: assigned }),
          assignCallingNumber: (body) => {
            assigns.push(body);
            const { phone_number } = body as { phone_number: string };
            if (phone_number === '') return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please select the calling number first!', fieldErrors: {} } };
            const calling_number = { id: 2, phone_number, extension: '1001', domain: 'acme.example' };
            assigned = [...assigned, calling_number];
            return { body: { message: 'Calling number assigned', calling_number } };
          },
        }),
      ),
    );
    renderWithProviders(<CallingNumberDialog domain="acme.example" user={al} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Calling number of 1001' });
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
    saveSession('tok', { ...admin, cloud_id: 'demo', superuser: true }, '');
    const reads: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getAvailableCallingNumbers: (body) => (reads.push(body), { body: [did('14165552003', null)] }),
          getAssignedCallingNumbers: () => ({ body: [] }),
          assignCallingNumber: () => ({ status: 502, body: { code: 'UPSTREAM_FAILED', message: 'NetSapiens did not answer within 5 s. Please try again in a moment.' } }),
        }),
      ),
    );
    renderWithProviders(<CallingNumberDialog domain="acme.example" cloudId="acme" user={al} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Calling number of 1001' });
    await waitFor(() => expect(reads).toEqual([{ domain: 'acme.example', cloud_id: 'acme' }]));
    await user.click(within(dialog).getByRole('textbox', { name: 'Available numbers' }));
    await user.click(await screen.findByRole('option', { name: '14165552003', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('NetSapiens did not answer within 5 s. Please try again in a moment.')).toBeInTheDocument();
  });
});
