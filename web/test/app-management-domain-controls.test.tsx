import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainControls } from '../src/features/app-management/components/domain-controls';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const settings = { domain: 'acme.example', device_limit: 5, provisioning: false, quick_dial: true, recording: false, textable: true, config_version: 1 };

afterEach(() => queryClient.clear());

describe('DomainControls', () => {
  it('asks, then flips provisioning only once the server has answered', async () => {
    saveSession('tok', admin, '');
    const sent: unknown[] = [];
    let answer: (value: void) => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const api = fakeApi({
      getDomainSettings: () => ({ body: settings }),
      getCompanyDetails: () => ({ body: { textable: true, call_history: true } }),
      checkUncheckProvisioningDomain: () => ({ body: { message: 'Provisioning enabled', settings: { ...settings, provisioning: true } } }),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('checkUncheckProvisioningDomain')) {
          sent.push(JSON.parse(String(init?.body)));
          await answered;
        }
        return api(input, init);
      }),
    );
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
    answer();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Provisioning' })).toBeChecked());
    expect(await screen.findByText('Provisioning enabled')).toBeInTheDocument();
  });

  it('shows the server range message under the device limit', async () => {
    saveSession('tok', admin, '');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getDomainSettings: () => ({ body: settings }),
          getCompanyDetails: () => ({ body: { textable: false, call_history: false } }),
          SetDeviceLimit: () => ({
            status: 400,
            body: { code: 'VALIDATION_FAILED', message: 'Please Set the between 1 to 20', fieldErrors: { device_limit: 'Please Set the between 1 to 20' } },
          }),
        }),
      ),
    );
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
    saveSession('tok', { ...admin, username: 'acme-simple', user_type: 'simple' }, '');
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi({ getDomainSettings: () => ({ body: settings }), getCompanyDetails: () => ({ body: { textable: true, call_history: false } }) })),
    );
    renderWithProviders(<DomainControls domain="acme.example" />);
    for (const name of ['Provisioning', 'Quick dial', 'Recording', 'Textable']) expect(await screen.findByRole('switch', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Device limit' })).toBeDisabled();
  });
});
