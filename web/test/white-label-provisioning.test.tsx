import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { ProvisioningCard } from '../src/features/white-label/components/provisioning-card';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';
import type { FakeReply } from './support/fake-api';

const admin: Creds = { id: 1, name: 'Dana', username: 'admin', user_type: 'admin', cloud_id: 'demo', superuser: true };
const OFF: FakeReply<'getProvisioningSubscriber'> = { status: 404, body: { code: 'NOT_FOUND', message: 'Provisioning is off for this company', messageId: 'subscriberProvisioningOff' } };

afterEach(() => queryClient.clear());

describe('ProvisioningCard', () => {
  it('reads a failure as disabled, asks first, and flips only once the server said yes', async () => {
    saveSession('tok', admin, '');
    const sent: unknown[] = [];
    let answer: (value: void) => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      getProvisioningSubscriber: () => OFF,
      checkUncheckProvisioningSubscriber: () => ({ body: { message: 'All users of this company may now provision the app', allow_all_users: true } }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('checkUncheck')) {
          sent.push(JSON.parse(String(init?.body)));
          await answered;
        }
        return api(input, init);
      }),
    );
    renderWithProviders(<ProvisioningCard subscriberId={7} cloudId="globex" />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Allow all users/all domains' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/^Disabled/)).toBeInTheDocument();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Allow every user of globex to provision the app?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('switch', { name: 'Allow all users/all domains' })).not.toBeChecked();
    answer();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Allow all users/all domains' })).toBeChecked());
    expect(sent).toEqual([{ subscriberId: 7, cloudId: 'globex', check: true }]);
    expect(await screen.findByText('All users of this company may now provision the app')).toBeInTheDocument();
  });

  it('keeps the switch as it was when the change fails, and the refresh reprovisions the company after asking', async () => {
    saveSession('tok', admin, '');
    const reprovisioned: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getProvisioningSubscriber: () => ({ body: { enabled: true } }),
          checkUncheckProvisioningSubscriber: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
          reprovisionByForce: (body) => (reprovisioned.push(body), { body: { message: 'All users in this company will be reprovisioned in few minutes!', message_id: 'companyReprovisioned' } }),
        }),
      ),
    );
    renderWithProviders(<ProvisioningCard subscriberId={7} cloudId="globex" />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Allow all users/all domains' });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Allow all users/all domains' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reprovision all users of the company' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('All users in this company will be reprovisioned in few minutes!')).toBeInTheDocument();
    expect(reprovisioned).toEqual([{ cloud_id: 'globex' }]);
  });
});
