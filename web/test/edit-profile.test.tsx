import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { EditProfilePage } from '../src/features/profile/edit-profile-page';
import { getToken } from '../src/lib/session';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

/** The eight bytes every PNG file starts with, and a little more. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const profile = { id: 4, name: 'Alice Admin', username: 'acme-admin', email: 'alice@acme.example', phone_number: '', cloud_id: 'acme', user_type: 'admin', url: '' };

beforeEach(() => {
  signInAs(ACME_ADMIN);
});
afterEach(() => queryClient.clear());

/** Edit Profile of acme-admin, the profile read answered and the other calls `answers`; a user to work it. */
function renderEditProfile(answers: FakeAnswers) {
  stubCalls({ getProfileDetails: () => ({ body: profile }), ...answers });
  renderWithProviders(<EditProfilePage />, '/userEdit');
  return userEvent.setup();
}

const passwordInput = (name: 'old_password' | 'new_password') => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('Edit Profile: change password', () => {
  it('shows a wrong old password inline under the field', async () => {
    const user = renderEditProfile({
      changePassword: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Wrong Password', fieldErrors: { old_password: 'Wrong Password' } },
      }),
    });
    await screen.findByRole('heading', { name: 'Change password' });
    await user.type(passwordInput('old_password'), 'not-it');
    await user.type(passwordInput('new_password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Under the field, tied to it for screen readers, and nowhere else.
    await waitFor(() => expect(passwordInput('old_password')).toHaveAccessibleDescription('Wrong Password'));
    expect(screen.getAllByText('Wrong Password')).toHaveLength(1);
  });

  it('checks the new password length before asking, then stores the fresh token', async () => {
    const sent: unknown[] = [];
    const user = renderEditProfile({ changePassword: (body) => (sent.push(body), { body: { message: 'Sucessfully Updated Password', Token: 'new-token' } }) });
    await screen.findByRole('heading', { name: 'Change password' });
    await user.type(passwordInput('old_password'), 'demo-pass-1234');
    await user.type(passwordInput('new_password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password should be atleast 6 characters long!')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(passwordInput('new_password'), '6');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Sucessfully Updated Password')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ old_password: 'demo-pass-1234', new_password: '123456' });
    expect(getToken()).toBe('new-token');
  });
});

describe('Edit Profile: profile card', () => {
  it('refuses an image over 5242880 bytes with the spec message, and needs a name', async () => {
    const sent: unknown[] = [];
    const user = renderEditProfile({ updateProfile: (body) => (sent.push(body), { body: { message: 'ok', url: '' } }) });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('acme-admin');

    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(fileInput.accept).toBe('.jpg,.jpeg,.gif,.png,.svg');
    await user.upload(fileInput, new File([new Uint8Array(5242881)], 'holiday.png', { type: 'image/png' }));
    expect(await screen.findByText('holiday.png file size is too big')).toBeInTheDocument();

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Missing data')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the picture as multipart and keeps the returned address', async () => {
    const sent: FormData[] = [];
    // jsdom cannot navigate, so the reload to /userEdit after saving is logged as not implemented there.
    const user = renderEditProfile({ updateProfile: (body) => (sent.push(body), { body: { message: 'Profile updated', url: '/uploads/profile/4.png' } }) });
    await screen.findByRole('textbox', { name: 'Name' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(localStorage.getItem('profileURL')).toBe('/uploads/profile/4.png'));
    const form = sent[0] as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      name: 'Alice Admin', username: 'acme-admin', id: '4', phone_number: '', email: 'alice@acme.example', type: 'image',
    });
    expect((form.get('file') as File).name).toBe('me.png');
  });
});
