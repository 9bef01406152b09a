import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DidSharingDialog } from '../src/features/app-management/dialogs/did-sharing-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const subscriber = (user: string, first: string) => ({ user, first_name: first, last_name: 'Doe', email: '', subscriber_login: `${user}@acme.example`, scope: 'Basic User' });
const sharing = (id: number, secondary_user: string) => ({ id, primary_user: '1001', secondary_user, did: '14165552008', domain: 'acme.example' });

afterEach(() => queryClient.clear());

describe('DidSharingDialog', () => {
  it("lists the user's sharings five to a page (5/10/20), shares the picked DID with the right input, and toasts a refusal", async () => {
    saveSession('tok', admin, '');
    let rows = Array.from({ length: 7 }, (_, index) => sharing(index + 1, String(1010 + index)));
    const shares: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          nsApiProxy: () => ({ body: [subscriber('1001', 'Al'), subscriber('1002', 'Bea'), subscriber('1003', 'Cy')] }),
          getDIDNumbers: () => ({ body: [{ did: '14165552008', dest: '1001' }, { did: '14165552009', dest: '*' }] }),
          getDidSharingDetails: () => ({ body: rows }),
          createUpdateDidSharing: (body) => {
            shares.push(body);
            const { secondary_user, did } = body as { secondary_user: string; did: string };
            if (!secondary_user || !did) return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please select a subscriber and a DID', fieldErrors: {} } };
            const shared = { ...sharing(8, secondary_user), did };
            rows = [...rows, shared];
            return { body: { message: 'DID shared successfully', sharing: shared } };
          },
        }),
      ),
    );
    renderWithProviders(<DidSharingDialog domain="acme.example" user={subscriber('1001', 'Al')} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'SMS DID sharing of 1001' });
    expect(await within(dialog).findByRole('cell', { name: '1010' })).toBeInTheDocument();
    expect(within(dialog).getByText('1–5 of 7')).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: '1015' })).toBeNull();
    const pageSize = within(dialog).getByRole('textbox', { name: 'Rows per page' });
    expect(pageSize).toHaveValue('5');
    await user.click(pageSize);
    expect(screen.getAllByRole('option', { name: /^(5|10|20)$/, hidden: true }).map((option) => option.textContent)).toEqual(['5', '10', '20']);
    await user.click(screen.getByRole('option', { name: '10', hidden: true }));
    expect(await within(dialog).findByRole('cell', { name: '1016' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Please select a subscriber and a DID')).toBeInTheDocument();
    expect(shares[0]).toEqual({ domain: 'acme.example', primary_user: '1001', secondary_user: '', did: '' });

    await user.click(within(dialog).getByRole('textbox', { name: 'DID' }));
    await user.click(await screen.findByRole('option', { name: '14165552009', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Subscriber' }));
    // The user itself is not offered as the one to share with.
    expect(screen.queryByRole('option', { name: /^1001 /, hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '1003 — Cy Doe', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('DID shared successfully')).toBeInTheDocument();
    expect(shares[1]).toEqual({ domain: 'acme.example', primary_user: '1001', secondary_user: '1003', did: '14165552009' });
    expect(await within(dialog).findByText('1–8 of 8')).toBeInTheDocument();
  });

  it("shows the server's refusal of a duplicate as a toast", async () => {
    saveSession('tok', admin, '');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          nsApiProxy: () => ({ body: [subscriber('1001', 'Al'), subscriber('1002', 'Bea')] }),
          getDIDNumbers: () => ({ body: [{ did: '14165552008', dest: '1001' }] }),
          getDidSharingDetails: () => ({ body: [sharing(1, '1002')] }),
          createUpdateDidSharing: () => ({ status: 409, body: { code: 'CONFLICT', message: 'User 1002 already has access to DID 14165552008' } }),
        }),
      ),
    );
    renderWithProviders(<DidSharingDialog domain="acme.example" user={subscriber('1001', 'Al')} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'SMS DID sharing of 1001' });
    await user.click(within(dialog).getByRole('textbox', { name: 'DID' }));
    await user.click(await screen.findByRole('option', { name: '14165552008', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Subscriber' }));
    await user.click(await screen.findByRole('option', { name: '1002 — Bea Doe', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('User 1002 already has access to DID 14165552008')).toBeInTheDocument();
  });
});
