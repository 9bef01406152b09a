import type { TWhiteLabel } from '@mamt/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { MailServerCard } from '../src/features/dashboard/components/mail-server-card';
import { WhiteLabelForm } from '../src/features/white-label/components/white-label-form';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeAnswers } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';

const DEFAULTS = { email_encryption: { Allowed: ['none', 'tls'] }, vmail_transcription: { Allowed: ['google'] }, transport: { Allowed: ['udp'] }, dtmforder: { Allowed: ['rfc2833'] } };
const PROFILE = { id: 1, name: 'Dana Whitfield', username: 'admin', email: 'dana@provider.example', phone_number: '', cloud_id: 'demo', user_type: 'admin', url: '' };

/** A stored white label with its mail server and a stored password. */
const stored: TWhiteLabel = {
  id: 4, subscriber_id: 7, cloud_id: 'globex', admin_base_url: 'https://console.globex.example', frontend_base_url: 'https://app.globex.example',
  email_host: 'smtp.globex.example', email_port: 587, email_username: 'mailer', email_password_set: true, email_from: 'no-reply@globex.example',
  email_encryption: 'tls', park_lower_limit: 700, park_upper_limit: 799, park_lower_limit2: null, park_upper_limit2: null,
  netsapien_base_url: 'https://core.globex.example', vmail_transcription: 'google', textable: false, call_history: false, icons: 'white',
  textable_name: '', textable_ui_config_name: '', textable_url: '', textable_provider_id: '', iotum_name: '', override_regions: false,
  override_url: '', google_clientid: '', office365_clientid: '', app_signin_font_color: '', app_signin_button_color: '',
  app_signin_button_font_color: '', message_outbound_color: '', message_outbound_font_color: '', message_inbound_color: '',
  message_inbound_font_color: '', message_buttons_color: '', message_buttons_font_color: '', signin_logo: '/uploads/a.png',
  dashboard_logo: '', custom_tab_background: '', app_signin_background: '', app_signin_logo: '', user_id: 1,
};

const SENT = {
  ok: true,
  result: 'sent' as const,
  reply: '250 2.0.0 Ok: queued as 4F2A1',
  message: 'The mail server took the test mail for ops@globex.example. It answered: 250 2.0.0 Ok: queued as 4F2A1',
  message_id: 'testMailSent' as const,
};

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en');
});

function renderForm(answers: FakeAnswers) {
  signInAs(PROVIDER_ADMIN);
  const fetch = stubCalls({ getDefaults: () => ({ body: DEFAULTS }), getProfileDetails: () => ({ body: PROFILE }), ...answers });
  renderWithProviders(<WhiteLabelForm whiteLabel={stored} />);
  return { fetch, user: userEvent.setup() };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>, button = 'Send a test mail') => {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
};

describe("the white label's test mail", () => {
  it("sends the mail server as typed to the user's own address, and shows the server's words in green without saving", async () => {
    const { fetch, user } = renderForm({ sendWhiteLabelTestMail: () => ({ body: SENT }) });
    const host = screen.getByRole('textbox', { name: /Email Host/ });
    await user.clear(host);
    await user.type(host, 'smtp.typed.example');
    const dialog = await openDialog(user);
    const recipient = within(dialog).getByRole('textbox', { name: /Recipient/ });
    await waitFor(() => expect(recipient).toHaveValue('dana@provider.example'));
    await user.clear(recipient);
    await user.type(recipient, 'ops@globex.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const alert = await within(dialog).findByText(SENT.message);
    expect(alert.closest('.mantine-Alert-root')).toHaveTextContent('The mail server took the test mail');
    const sent = callsMade(fetch).filter(([call]) => call === 'sendWhiteLabelTestMail').map(([, input]) => input);
    expect(sent).toEqual([
      {
        subscriber_id: 7,
        email_host: 'smtp.typed.example',
        email_port: '587',
        email_username: 'mailer',
        email_password: '',
        email_from: 'no-reply@globex.example',
        email_encryption: 'tls',
        recipient: 'ops@globex.example',
      },
    ]);
    // The dialog's form is not the white label's: nothing was saved.
    expect(callsMade(fetch).map(([call]) => call)).not.toContain('createUpdateWhiteLabel');
  });

  it('shows a failed test in red with the reason, in the language of the console', async () => {
    await changeLanguage('es');
    const { user } = renderForm({
      sendWhiteLabelTestMail: () => ({
        body: {
          ok: false,
          result: 'connection-refused',
          reply: 'connect ECONNREFUSED 10.1.2.3:2525',
          message: 'Connection refused at smtp.globex.example:2525: no mail server is listening there. Check the host and the port.',
          message_id: 'testMailConnectionRefused',
        },
      }),
    });
    const dialog = await openDialog(user, 'Enviar un correo de prueba');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const reason = await within(dialog).findByText(
      'Conexión rechazada en smtp.globex.example:2525: ningún servidor de correo escucha allí. Compruebe el host y el puerto.',
    );
    expect(reason.closest('.mantine-Alert-root')).toHaveTextContent('El correo de prueba no se envió');
  });

  it('checks the recipient before sending, and the mail server fields before opening', async () => {
    const { fetch, user } = renderForm({ sendWhiteLabelTestMail: () => ({ body: SENT }) });
    const dialog = await openDialog(user);
    const recipient = within(dialog).getByRole('textbox', { name: /Recipient/ });
    await waitFor(() => expect(recipient).toHaveValue('dana@provider.example'));
    await user.clear(recipient);
    await user.type(recipient, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(recipient).toHaveAccessibleDescription('Enter a valid e-mail address');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.clear(screen.getByRole('textbox', { name: /Email Host/ }));
    await user.click(screen.getByRole('button', { name: 'Send a test mail' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Email Host/ })).toHaveAccessibleDescription('All fields are mandatory!'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsMade(fetch).map(([call]) => call)).not.toContain('sendWhiteLabelTestMail');
  });

  it('puts a password to type again under Email Password and says it in the dialog', async () => {
    const retype = 'Type this password again: the mail server or its username has changed';
    const { user } = renderForm({
      sendWhiteLabelTestMail: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: retype, messageId: 'retypeMailSecret', fieldErrors: { email_password: retype }, fieldErrorIds: { email_password: { id: 'retypeMailSecret' } } },
      }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(retype)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Password/)).toHaveAccessibleDescription(new RegExp(retype));
  });
});

describe("the operator's mail server on the dashboard", () => {
  it('says when no mail server is set', async () => {
    signInAs(PROVIDER_ADMIN);
    const noSmtp = 'No mail server is set (SMTP_URL): this installation keeps all mail in the outbox and sends none, test mails included.';
    const fetch = stubCalls({
      getProfileDetails: () => ({ body: PROFILE }),
      sendOperatorTestMail: () => ({ status: 503, body: { code: 'UNAVAILABLE', message: noSmtp, messageId: 'testMailNoSmtp' } }),
    });
    renderWithProviders(<MailServerCard />);
    const user = userEvent.setup();
    expect(screen.getByRole('region', { name: 'Mail server' })).toHaveTextContent('SMTP_URL');
    const dialog = await openDialog(user);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Recipient/ })).toHaveValue('dana@provider.example'));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByText(noSmtp)).closest('.mantine-Alert-root')).toHaveTextContent('The test mail was not sent');
    expect(callsMade(fetch).filter(([call]) => call === 'sendOperatorTestMail').map(([, input]) => input)).toEqual([{ recipient: 'dana@provider.example' }]);
  });
});
