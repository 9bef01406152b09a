import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { StaticAccountForm } from '../src/features/static-accounts/components/static-account-form';
import { stubCalls, type FakeAnswer } from './support/fake-api';
import { pick, renderPage } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';

const stored = {
  id: 5, cloud_id: 'acme', subscriber_id: 2, company: 'Acme Telecom', cloud_username: 'lobby-phone', proxy: 'sip.acme.example:5060',
  outbound_proxy_host: 'proxy.acme.example', transport: 'tcp', account_username: 'lobby', expires: 120, allow_message: '0' as const,
  outbound_proxy_enabled: '1' as const, remote_msg_delete_supported: '1' as const, msg_local_delete_supported: '0' as const,
  outgoing_calls_through_sipis: '1' as const, ringing_tone: 'periodic(sine(1000ms,1000,440Hz))', user_id: 1,
};

function renderForm(account: typeof stored | null, saveAnswer: FakeAnswer<'createUpdateAccount'>) {
  signInAs(PROVIDER_ADMIN);
  stubCalls({
    getCloudIds: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom' }, { id: 3, cloud_id: 'globex', company: 'Globex Corp' }] }),
    getDefaults: () => ({ body: { transport: { Allowed: ['udp', 'tcp', 'tls'] }, dtmforder: { Allowed: [] }, email_encryption: { Allowed: [] }, vmail_transcription: { Allowed: [] } } }),
    createUpdateAccount: saveAnswer,
  });
  return renderPage('/static_accounts/details', <StaticAccountForm account={account} />, { '/static_accounts': 'list' });
}

describe('StaticAccountForm adding', () => {
  it('flags every starred field and a wrong Expires, then sends the defaults of a new account', async () => {
    const saved: unknown[] = [];
    const { router } = renderForm(null, (body) => (saved.push(body), { body: { message: 'Static account created successfully', id: 9 } }));
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Add Account' })).toBeInTheDocument();
    const expires = screen.getByRole('textbox', { name: 'Expires' });
    expect(expires).toHaveValue('60');
    await user.clear(expires);
    await user.type(expires, '1000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Fields with * are mandatory!')).toHaveLength(7);
    expect(screen.getByText('Expires value can not be greater than 999')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await pick(user, screen.getByRole('textbox', { name: 'Subscriber' }), /acme/);
    await user.type(screen.getByRole('textbox', { name: 'Subscriber Login' }), 'lobby-phone');
    await user.type(screen.getByLabelText(/^Subscriber Password/, { selector: 'input' }), 'login-pass');
    await user.type(screen.getByRole('textbox', { name: 'Proxy' }), 'sip.acme.example:5060');
    await user.type(screen.getByRole('textbox', { name: 'Outbound Proxy Host' }), 'proxy.acme.example');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'lobby');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'sip-pass');
    await user.clear(expires);
    await user.type(expires, '90');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Allow Message' })).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/static_accounts'));
    expect(saved[0]).toMatchObject({
      cloud_id: 'acme',
      cloud_username: 'lobby-phone',
      transport: 'udp',
      expires: 90,
      allow_message: false,
      outbound_proxy_enabled: true,
      outgoing_calls_through_sipis: true,
      ringing_tone: 'periodic(sine(2000ms,2000,440Hz),silence(4000ms))',
    });
  });
});

describe('StaticAccountForm editing', () => {
  it('shows the stored values, empty passwords with a hint, and the server error under its field', async () => {
    const show = vi.spyOn(notifications, 'show');
    const saved: unknown[] = [];
    const taken = 'This Subscriber Login is already used by another static account of this subscriber';
    renderForm(stored, (body) => (saved.push(body), { status: 400, body: { code: 'VALIDATION_FAILED', message: taken, fieldErrors: { cloud_username: taken } } }));
    expect(screen.getByRole('heading', { name: 'Edit Account' })).toBeInTheDocument();
    expect(screen.getAllByText('Stored and hidden. Leave empty to keep it.')).toHaveLength(2);
    expect(within(screen.getByRole('radiogroup', { name: 'Allow Message' })).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: 'Outbound Proxy Enabled' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Expires' })).toHaveValue('120');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(taken)).toHaveLength(1);
    expect(show).not.toHaveBeenCalled();
    expect(saved[0]).toMatchObject({ id: 5, cloud_password: '', account_password: '', transport: 'tcp', allow_message: false, msg_local_delete_supported: false, expires: 120 });
  });
});
