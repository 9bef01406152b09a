import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../src/lib/i18n';
import { renderUserForm } from './support/user-form';

const erin = { id: 9, name: 'Erin', email: 'erin@acme.example', username: 'erin', user_type: 'simple user', cloud_id: 'acme', phone_number: '', active: true, builtin: false };

describe('server messages in Spanish', () => {
  afterEach(() => changeLanguage('en'));

  it('puts a field error and its toast in Spanish from the ids, not from the English wording', async () => {
    await changeLanguage('es');
    const wording = 'Wording of an older server';
    renderUserForm(erin, {
      createUpdateUser: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: wording, messageId: 'usernameTaken', fieldErrors: { username: wording }, fieldErrorIds: { username: { id: 'usernameTaken' } } },
      }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar' }));
    // Once, under the username field: a field error is not repeated in a toast.
    await waitFor(() => expect(screen.getAllByText('Este usuario ya existe en esta nube')).toHaveLength(1));
    expect(screen.queryByText(wording)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription('Este usuario ya existe en esta nube');
  });

  it('toasts a success in Spanish from its message_id', async () => {
    await changeLanguage('es');
    const { router } = renderUserForm(erin, { createUpdateUser: () => ({ body: { message: 'User updated successfully', message_id: 'userUpdated', id: 9 } }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
