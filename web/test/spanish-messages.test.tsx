import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserForm } from '../src/features/users/components/user-form';
import { changeLanguage } from '../src/lib/i18n';
import { saveSession } from '../src/lib/session';
import { fakeApi, renderRoutes } from './render';

const erin = { id: 9, name: 'Erin', email: 'erin@acme.example', username: 'erin', user_type: 'simple user', cloud_id: 'acme', phone_number: '', active: true, builtin: false };

function renderForm() {
  saveSession('tok', { id: 4, name: 'Alice', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false }, '');
  return renderRoutes([{ path: '/users/details', element: <UserForm user={erin} /> }, { path: '/users', element: <p>list</p> }], '/users/details');
}

describe('server messages in Spanish', () => {
  afterEach(() => changeLanguage('en'));

  it('puts a field error and its toast in Spanish from the ids, not from the English wording', async () => {
    await changeLanguage('es');
    const wording = 'Wording of an older server';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getCloudIds: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
          createUpdateUser: () => ({
            status: 400,
            body: { code: 'VALIDATION_FAILED', message: wording, messageId: 'usernameTaken', fieldErrors: { username: wording }, fieldErrorIds: { username: { id: 'usernameTaken' } } },
          }),
        }),
      ),
    );
    renderForm();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar' }));
    // Once, under the username field: a field error is not repeated in a toast.
    await waitFor(() => expect(screen.getAllByText('Este usuario ya existe en esta nube')).toHaveLength(1));
    expect(screen.queryByText(wording)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription('Este usuario ya existe en esta nube');
  });

  it('toasts a success in Spanish from its message_id', async () => {
    await changeLanguage('es');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getCloudIds: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
          createUpdateUser: () => ({ body: { message: 'User updated successfully', message_id: 'userUpdated', id: 9 } }),
        }),
      ),
    );
    const { router } = renderForm();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usuario actualizado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });
});
