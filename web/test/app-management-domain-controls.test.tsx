import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainControls } from '../src/features/app-management/components/domain-controls';
import { DOMAIN_SETTINGS, domainControls } from './support/app-management';
import { stubCalls } from './support/fake-api';
import { holdAnswer } from './support/held';
import { renderWithProviders } from './support/render';
import { ACME_ADMIN, ACME_SIMPLE, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());

describe('DomainControls', () => {
  it('asks, then flips provisioning only once the server has answered', async () => {
    signInAs(ACME_ADMIN);
    const sent: unknown[] = [];
    const answer = holdAnswer();
    stubCalls({
      ...domainControls({ textable: true, call_history: true }),
      checkUncheckProvisioningDomain: async (body) => {
        sent.push(body);
        await answer.held;
        return { body: { message: 'Provisioning enabled', settings: { ...DOMAIN_SETTINGS, provisioning: true } } };
      },
    });
    renderWithProviders(<DomainControls domain="acme.example" />);
    const user = userEvent.setup();
    const provisioning = await screen.findByRole('switch', { name: 'Provisioning' });
    expect(provisioning).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Textable' })).toBeChecked();
    // call_history is on: no recording switch.
    expect(screen.queryByRole('switch', { name: 'Recording' })).toBeNull();

    await user.click(provisioning);
    const dialog = await screen.findByRole('dialog');
    expect(sent).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(sent).toEqual([{ domain: 'acme.example', check: true }]));
    expect(screen.getByRole('switch', { name: 'Provisioning' })).not.toBeChecked();
    answer.release();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Provisioning' })).toBeChecked());
    expect(await screen.findByText('Provisioning enabled')).toBeInTheDocument();
  });

  it('shows the server range message under the device limit', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({
      ...domainControls({ textable: false, call_history: false }),
      SetDeviceLimit: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Please Set the between 1 to 20', fieldErrors: { device_limit: 'Please Set the between 1 to 20' } },
      }),
    });
    renderWithProviders(<DomainControls domain="acme.example" />);
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Device limit' });
    expect(screen.getByRole('switch', { name: 'Recording' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '25');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Please Set the between 1 to 20')).toBeInTheDocument();
  });

  it('shows the switches disabled to a simple user', async () => {
    signInAs(ACME_SIMPLE);
    stubCalls(domainControls({ textable: true, call_history: false }));
    renderWithProviders(<DomainControls domain="acme.example" />);
    for (const name of ['Provisioning', 'Quick dial', 'Recording', 'Textable']) expect(await screen.findByRole('switch', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Device limit' })).toBeDisabled();
  });
});
