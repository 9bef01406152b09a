import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DidSharingDialog } from '../src/features/app-management/dialogs/did-sharing-dialog';
import { platformUser } from './support/app-management';
import { stubCalls } from './support/fake-api';
import { openDialog, pick } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

const al = platformUser('1001', 'Al');
const sharing = (id: number, secondary_user: string) => ({ id, primary_user: '1001', secondary_user, did: '14165552008', domain: 'acme.example' });
const openSharing = () => openDialog(<DidSharingDialog domain="acme.example" user={al} onClose={() => {}} />, 'SMS DID sharing of 1001');

afterEach(() => queryClient.clear());

describe('DidSharingDialog', () => {
  it("lists the user's sharings five to a page (5/10/20), shares the picked DID with the right input, and toasts a refusal", async () => {
    signInAs(ACME_ADMIN);
    let rows = Array.from({ length: 7 }, (_, index) => sharing(index + 1, String(1010 + index)));
    const shares: unknown[] = [];
    stubCalls({
      nsApiProxy: () => ({ body: [al, platformUser('1002', 'Bea'), platformUser('1003', 'Cy')] }),
      getDIDNumbers: () => ({ body: [{ did: '14165552008', dest: '1001' }, { did: '14165552009', dest: '*' }] }),
      getDidSharingDetails: () => ({ body: rows }),
      createUpdateDidSharing: (body) => {
        shares.push(body);
        const { secondary_user, did } = body;
        if (!secondary_user || !did) return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Please select a subscriber and a DID', fieldErrors: {} } };
        const shared = { ...sharing(8, secondary_user), did };
        rows = [...rows, shared];
        return { body: { message: 'DID shared successfully', sharing: shared } };
      },
    });
    const { dialog, user } = await openSharing();
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

    await pick(user, within(dialog).getByRole('textbox', { name: 'DID' }), '14165552009');
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
    signInAs(ACME_ADMIN);
    stubCalls({
      nsApiProxy: () => ({ body: [al, platformUser('1002', 'Bea')] }),
      getDIDNumbers: () => ({ body: [{ did: '14165552008', dest: '1001' }] }),
      getDidSharingDetails: () => ({ body: [sharing(1, '1002')] }),
      createUpdateDidSharing: () => ({ status: 409, body: { code: 'CONFLICT', message: 'User 1002 already has access to DID 14165552008' } }),
    });
    const { dialog, user } = await openSharing();
    await pick(user, within(dialog).getByRole('textbox', { name: 'DID' }), '14165552008');
    await pick(user, within(dialog).getByRole('textbox', { name: 'Subscriber' }), '1002 — Bea Doe');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('User 1002 already has access to DID 14165552008')).toBeInTheDocument();
  });
});
