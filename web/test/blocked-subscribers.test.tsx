import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { BlockedSubscribersPage } from '../src/features/blocked-subscribers/blocked-subscribers-page';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const support: Creds = { id: 4, name: 'Acme Support', username: 'acme-support', user_type: 'support user', cloud_id: 'acme', superuser: false };
const provider: Creds = { id: 1, name: 'Admin', username: 'admin', user_type: 'admin', cloud_id: 'demo', superuser: true };
const SLOW = { timeout: 5000 };

afterEach(() => queryClient.clear());

describe('BlockedSubscribersPage', () => {
  it("shows when each login was blocked, unblocks after confirmation and refreshes the table", async () => {
    saveSession('tok', support, '');
    const blockedAt = '2026-11-20T08:30:05.000Z';
    let rows = [
      { id: 7, login_user: '1001@acme.example', created_time: blockedAt, cloud_id: 'acme' },
      { id: 8, login_user: '1002@acme.example', created_time: blockedAt, cloud_id: 'acme' },
    ];
    const unblocked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getBlcokedUsers: () => ({ body: rows }),
          unBlockUser: (body) => {
            unblocked.push(body);
            rows = rows.slice(1);
            return { body: { message: 'User unblocked successfully', message_id: 'userUnblocked' } };
          },
        }),
      ),
    );
    renderWithProviders(<BlockedSubscribersPage />);
    const row = await screen.findByRole('row', { name: /1001@acme\.example/ }, SLOW);
    const at = new Date(blockedAt);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(within(row).getByText(`${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}:05`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Unblock 1001@acme.example' }));
    expect(unblocked).toEqual([]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
    expect(unblocked).toEqual([{ id: 7, login_user: '1001@acme.example' }]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /1001@acme\.example/ })).toBeNull());
    expect(screen.getByRole('row', { name: /1002@acme\.example/ })).toBeInTheDocument();
  });

  it("lets the super tenant pick another tenant's list", async () => {
    saveSession('tok', provider, '');
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 3, cloud_id: 'globex', company: 'Globex' }] }),
          getBlcokedUsers: (body) => (asked.push(body), { body: [] }),
        }),
      ),
    );
    renderWithProviders(<BlockedSubscribersPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: 'Cloud Id' }, SLOW));
    await user.click(await screen.findByRole('option', { name: /globex/, hidden: true }, SLOW));
    await waitFor(() => expect(asked).toEqual([{}, { cloud_id: 'globex' }]));
  });
});
