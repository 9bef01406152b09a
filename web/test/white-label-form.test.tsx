import type { TWhiteLabel } from '@mamt/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { WhiteLabelForm } from '../src/features/white-label/components/white-label-form';
import { changeLanguage } from '../src/lib/i18n';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';
const DEFAULTS = {
  email_encryption: { Allowed: ['none', 'tls'] },
  vmail_transcription: { Allowed: ['google'] },
  transport: { Allowed: ['udp'] },
  dtmforder: { Allowed: ['rfc2833'] },
};

/** A stored white label: every mandatory field filled, a password stored, no images. */
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

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en');
});

/** The white label form of the super tenant's administrator, the dropdowns' defaults answered and the other calls `answers`. */
function renderForm(whiteLabel: TWhiteLabel, answers: FakeAnswers = {}) {
  signInAs(PROVIDER_ADMIN);
  const fetch = stubCalls({ getDefaults: () => ({ body: DEFAULTS }), ...answers });
  renderWithProviders(<WhiteLabelForm whiteLabel={whiteLabel} />);
  return { fetch, user: userEvent.setup() };
}

describe('WhiteLabelForm', () => {
  it('asks for the three images before creating a white label, and sends nothing', async () => {
    const { fetch, user } = renderForm({ ...stored, id: null, email_password_set: false });
    await user.type(screen.getByLabelText(/Email Password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('All Logos/images are mandatory!')).length).toBeGreaterThanOrEqual(3);
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/createUpdateWhiteLabel');
  });

  it('saves a stored white label as multipart with the chosen image, and shows server field errors under their fields', async () => {
    const bodies: FormData[] = [];
    const { user } = renderForm(stored, {
      createUpdateWhiteLabel: (body) => (
        bodies.push(body),
        {
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            message: "Another company's white label already uses this admin base URL",
            messageId: 'whiteLabelAdminUrlTaken',
            fieldErrors: { admin_base_url: "Another company's white label already uses this admin base URL" },
            fieldErrorIds: { admin_base_url: { id: 'whiteLabelAdminUrlTaken' } },
          },
        }
      ),
    });
    expect(screen.getByRole('img', { name: 'Preview of Signin Logo' })).toHaveAttribute('src', '/uploads/a.png');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'tab.png', { type: 'image/png' });
    const input = document.querySelectorAll<HTMLInputElement>('input[type=file]')[1]!;
    await user.upload(input, png);
    expect(await screen.findByText('tab.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Another company's white label already uses this admin base URL")).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const sent = bodies[0]!;
    expect(sent.get('subscriber_id')).toBe('7');
    expect(sent.get('email_port')).toBe('587');
    expect(sent.get('email_password')).toBe('');
    expect((sent.get('custom_tab_background') as File).name).toBe('tab.png');
    expect(sent.get('signin_logo')).toBeNull();
  });

  it("puts a refused mail server under Email Host and a password to type again under Email Password, in the user's language, beside the keep hint", async () => {
    await changeLanguage('es');
    const retype = 'Type this password again: the mail server or its username has changed';
    const refused = 'This mail server address is not allowed: it is a loopback, private, link-local or cloud metadata address';
    const { user } = renderForm(stored, {
      createUpdateWhiteLabel: () => ({
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: retype,
          messageId: 'retypeMailSecret',
          fieldErrors: { email_host: refused, email_password: retype },
          fieldErrorIds: { email_host: { id: 'mailHostNotAllowed' }, email_password: { id: 'retypeMailSecret' } },
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const host = screen.getByRole('textbox', { name: /Servidor de correo/ });
    await waitFor(() => expect(host).toHaveAccessibleDescription(/Esta dirección de servidor de correo no está permitida/));
    const password = screen.getByLabelText(/Contraseña de correo/);
    expect(password).toHaveAccessibleDescription(/Escriba de nuevo esta contraseña: el servidor de correo o su usuario ha cambiado/);
    expect(password).toHaveAccessibleDescription(/Déjelo vacío para conservar la contraseña guardada/);
    expect(screen.queryByText(retype)).toBeNull();
  });
});
