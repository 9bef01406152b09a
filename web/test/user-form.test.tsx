import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generatePassword } from '../src/features/users/components/generate-password';
import { UserForm } from '../src/features/users/components/user-form';
import { stubCalls } from './support/fake-api';
import { renderPage } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';
import { renderUserForm, typeNewUser } from './support/user-form';

describe('UserForm', () => {
  it('shows the spec messages under the fields and sends nothing until they are fixed', async () => {
    const saved: unknown[] = [];
    const { router } = renderUserForm(null, { createUpdateUser: (body) => (saved.push(body), { body: { message: 'User created successfully', id: 9 } }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Fields with * are mandatory!')).toHaveLength(4);
    // The password of a new user is flagged on this first Save too, not only once the rest is valid.
    expect(screen.getByText('Password is mandatory for a new user!')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await typeNewUser(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password should be atleast 6 characters long!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    // Shown in clear (a textbox, no longer a password field) so the admin can pass it on.
    expect((screen.getByRole('textbox', { name: 'Password' }) as HTMLInputElement).value).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(saved[0]).toMatchObject({ name: 'Erin', username: 'erin', user_type: 'simple user', cloud_id: 'acme', active: true });
  });
});

describe('UserForm saving', () => {
  it('puts the server\'s duplicate username under the Username field only', async () => {
    const taken = 'This username already exists in this cloud';
    const existing = { id: 5, name: 'Bruno', email: 'bruno@acme.example', username: 'bruno', user_type: 'support user', cloud_id: 'acme', phone_number: '', active: true, builtin: false };
    renderUserForm(existing, { createUpdateUser: () => ({ status: 400, body: { code: 'VALIDATION_FAILED', message: taken, fieldErrors: { username: taken } } }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(taken));
    expect(screen.getAllByText(taken)).toHaveLength(1);
  });
});

describe('UserForm editing', () => {
  it('leaves the password empty with a hint, and locks type, cloud and active of the built-in administrator', async () => {
    // Another administrator of the super tenant than the built-in one.
    signInAs({ ...PROVIDER_ADMIN, id: 7, name: 'Other', username: 'support' });
    stubCalls({ getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Engineering Support' }] }) });
    const admin = { id: 1, name: 'Admin', email: 'admin@demo.example', username: 'admin', user_type: 'admin', cloud_id: 'demo', phone_number: '', active: true, builtin: true };
    renderPage('/users/details', <UserForm user={admin} />);
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription('Leave empty to keep the current password.');
    expect(screen.getByRole('textbox', { name: 'User Type' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Cloud Id' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });
});

describe('generatePassword', () => {
  it('makes 10 random characters', () => {
    const first = generatePassword();
    expect(first).toHaveLength(10);
    expect(generatePassword()).not.toBe(first);
  });
});
