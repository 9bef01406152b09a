import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { MailServerCard } from '../src/features/dashboard/components/mail-server-card';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeAnswers } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';
import { renderWhiteLabelForm, STORED_WHITE_LABEL } from './support/white-label';

const PROFILE = { id: 1, name: 'Dana Whitfield', username: 'admin', email: 'dana@provider.example', phone_number: '', cloud_id: 'demo', user_type: 'admin', url: '' };

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

/** The stored white label's form, the user's own profile answered and the other calls by `answers`. */
const renderForm = (answers: FakeAnswers) => renderWhiteLabelForm(STORED_WHITE_LABEL, { getProfileDetails: () => ({ body: PROFILE }), ...answers });

const openDialog = async (user: ReturnType<typeof userEvent.setup>, button = 'Send a test mail') => {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
};

/** Opens the test mail dialog, sees it offer the user's own address, sends to `address` instead: the dialog and its recipient box. */
async function sendTo(user: ReturnType<typeof userEvent.setup>, address: string) {
  const dialog = await openDialog(user);
  const recipient = within(dialog).getByRole('textbox', { name: /Recipient/ });
  await waitFor(() => expect(recipient).toHaveValue('dana@provider.example'));
  await user.clear(recipient);
  await user.type(recipient, address);
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  return { dialog, recipient };
}

describe("the white label's test mail", () => {
  it("sends the mail server as typed to the user's own address, and shows the server's words in green without saving", async () => {
    const { fetch, user } = renderForm({ sendWhiteLabelTestMail: () => ({ body: SENT }) });
    const host = screen.getByRole('textbox', { name: /Email Host/ });
    await user.clear(host);
    await user.type(host, 'smtp.typed.example');
    const { dialog } = await sendTo(user, 'ops@globex.example');

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
    const { dialog, recipient } = await sendTo(user, 'not an address');
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
