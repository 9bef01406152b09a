import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { ProvisioningCard } from '../src/features/white-label/components/provisioning-card';
import { stubCalls, type FakeAnswers, type FakeReply } from './support/fake-api';
import { holdAnswer } from './support/held';
import { confirmWith, renderWithProviders } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';

/** globex's record, whose allow_all_users is the subscriber-level provisioning. */
const globex = (allowAllUsers: boolean): FakeReply<'subscriberDetail'> => ({
  body: { id: 7, accountcode: 'GLX', cloud_id: 'globex', company: 'Globex Corp', email: '', phone_number: '555-0100', fetching_method: 'remote_api', active: true, allow_all_users: allowAllUsers },
});

afterEach(() => queryClient.clear());

/** globex's provisioning card as the super tenant's administrator sees it, its calls answered by `answers`; its switch, once shown. */
async function renderCard(answers: FakeAnswers) {
  signInAs(PROVIDER_ADMIN);
  stubCalls(answers);
  renderWithProviders(<ProvisioningCard subscriberId={7} cloudId="globex" />);
  const user = userEvent.setup();
  const toggle = await screen.findByRole('switch', { name: 'Allow all users/all domains' });
  return { user, toggle };
}

describe('ProvisioningCard', () => {
  it("reads the subscriber's record, never a call that fails while off (a console error), and shows off as disabled", async () => {
    const asked: unknown[] = [];
    const { toggle } = await renderCard({
      subscriberDetail: (body) => (asked.push(body), globex(false)),
      getProvisioningSubscriber: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Provisioning is off for this company', messageId: 'subscriberProvisioningOff' } }),
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/^Disabled/)).toBeInTheDocument();
    expect(asked).toEqual([{ id: 7 }]);
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('getProvisioningSubscriber'))).toEqual([]);
  });

  it('shows a record it cannot read as disabled, silently', async () => {
    const { toggle } = await renderCard({ subscriberDetail: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Subscriber not found' } }) });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText('Subscriber not found')).toBeNull();
  });

  it('asks first, and flips only once the server said yes', async () => {
    const sent: unknown[] = [];
    const answer = holdAnswer();
    const { user, toggle } = await renderCard({
      subscriberDetail: () => globex(false),
      checkUncheckProvisioningSubscriber: async (body) => {
        sent.push(body);
        await answer.held;
        return { body: { message: 'All users of this company may now provision the app', allow_all_users: true } };
      },
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/^Disabled/)).toBeInTheDocument();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Allow every user of globex to provision the app?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('switch', { name: 'Allow all users/all domains' })).not.toBeChecked();
    answer.release();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Allow all users/all domains' })).toBeChecked());
    expect(sent).toEqual([{ subscriberId: 7, cloudId: 'globex', check: true }]);
    expect(await screen.findByText('All users of this company may now provision the app')).toBeInTheDocument();
  });

  it('keeps the switch as it was when the change fails, and the refresh reprovisions the company after asking', async () => {
    const reprovisioned: unknown[] = [];
    const { user, toggle } = await renderCard({
      subscriberDetail: () => globex(true),
      checkUncheckProvisioningSubscriber: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } }),
      reprovisionByForce: (body) => (reprovisioned.push(body), { body: { message: 'All users in this company will be reprovisioned in few minutes!', message_id: 'companyReprovisioned', run_id: 4 } }),
    });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await confirmWith(user, 'Yes');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Allow all users/all domains' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reprovision all users of the company' }));
    await confirmWith(user, 'Yes');
    expect(await screen.findByText('All users in this company will be reprovisioned in few minutes!')).toBeInTheDocument();
    expect(reprovisioned).toEqual([{ cloud_id: 'globex' }]);
  });
});
