import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { changeLanguage } from '../src/lib/i18n';
import { renderWhiteLabelForm, STORED_WHITE_LABEL } from './support/white-label';

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en');
});

describe('WhiteLabelForm', () => {
  it('asks for the three images before creating a white label, and sends nothing', async () => {
    const { fetch, user } = renderWhiteLabelForm({ ...STORED_WHITE_LABEL, id: null, email_password_set: false });
    await user.type(screen.getByLabelText(/Email Password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('All Logos/images are mandatory!')).length).toBeGreaterThanOrEqual(3);
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/v1/createUpdateWhiteLabel');
  });

  it('saves a stored white label as multipart with the chosen image, and shows server field errors under their fields', async () => {
    const bodies: FormData[] = [];
    const { user } = renderWhiteLabelForm(STORED_WHITE_LABEL, {
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
    const { user } = renderWhiteLabelForm(STORED_WHITE_LABEL, {
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
