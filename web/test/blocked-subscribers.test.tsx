import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { BlockedSubscribersPage } from '../src/features/blocked-subscribers/blocked-subscribers-page';
import { stubCalls } from './support/fake-api';
import { confirmWith, pick, renderWithProviders } from './support/render';
import { ACME_SUPPORT, PROVIDER_ADMIN, signInAs } from './support/sessions';
const SLOW = { timeout: 5000 };

afterEach(() => queryClient.clear());

describe('BlockedSubscribersPage', () => {
  it("shows when each login was blocked, unblocks after confirmation and refreshes the table", async () => {
    signInAs(ACME_SUPPORT);
    const blockedAt = '2026-11-20T08:30:05.000Z';
    let rows = [
      { id: 7, login_user: '1001@acme.example', created_time: blockedAt, cloud_id: 'acme' },
      { id: 8, login_user: '1002@acme.example', created_time: blockedAt, cloud_id: 'acme' },
    ];
    const unblocked: unknown[] = [];
    stubCalls({
      getBlcokedUsers: () => ({ body: rows }),
      unBlockUser: (body) => {
        unblocked.push(body);
        rows = rows.slice(1);
        return { body: { message: 'User unblocked successfully', message_id: 'userUnblocked' } };
      },
    });
    renderWithProviders(<BlockedSubscribersPage />);
    const row = await screen.findByRole('row', { name: /1001@acme\.example/ }, SLOW);
    const at = new Date(blockedAt);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(within(row).getByText(`${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:05`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Unblock 1001@acme.example' }));
    expect(unblocked).toEqual([]);
    await confirmWith(user, 'Unblock');
    expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
    expect(unblocked).toEqual([{ id: 7, login_user: '1001@acme.example' }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /1001@acme\.example/ })).toBeNull());
    expect(screen.getByRole('row', { name: /1002@acme\.example/ })).toBeInTheDocument();
  });

  it("lets the super tenant pick another tenant's list", async () => {
    signInAs(PROVIDER_ADMIN);
    const asked: unknown[] = [];
    stubCalls({
      getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 3, cloud_id: 'globex', company: 'Globex' }] }),
      getBlcokedUsers: (body) => (asked.push(body), { body: [] }),
    });
    renderWithProviders(<BlockedSubscribersPage />);
    const user = userEvent.setup();
    await pick(user, await screen.findByRole('textbox', { name: 'Cloud Id' }, SLOW), /globex/);
    await waitFor(() => expect(asked).toEqual([{}, { cloud_id: 'globex' }]));
  });
});
