import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { EditProfilePage } from '../src/features/profile/edit-profile-page';
import { getToken, saveSession } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

/** The eight bytes every PNG file starts with, and a little more. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const profile = { id: 4, name: 'Alice Admin', username: 'acme-admin', email: 'alice@acme.example', phone_number: '', cloud_id: 'acme', user_type: 'admin', url: '' };

beforeEach(() => {
  saveSession('old-token', { id: 4, name: 'Alice Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false }, '');
});
afterEach(() => queryClient.clear());

function oldPasswordInput(): HTMLInputElement {
  return document.querySelector('input[name="old_password"]') as HTMLInputElement;
}

describe('Edit Profile: change password', () => {
  it('shows a wrong old password inline under the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getProfileDetails: () => ({ body: profile }),
          changePassword: () => ({
            status: 400,
            body: { code: 'VALIDATION_FAILED', message: 'Wrong Password', fieldErrors: { old_password: 'Wrong Password' } },
          }),
        }),
      ),
    );
    renderWithProviders(<EditProfilePage />, '/userEdit');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Change password' });
    await user.type(oldPasswordInput(), 'not-it');
    await user.type(document.querySelector('input[name="new_password"]') as HTMLInputElement, 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Under the field, tied to it for screen readers, and nowhere else.
    await waitFor(() => expect(oldPasswordInput()).toHaveAccessibleDescription('Wrong Password'));
    expect(screen.getAllByText('Wrong Password')).toHaveLength(1);
  });

  it('checks the new password length before asking, then stores the fresh token', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getProfileDetails: () => ({ body: profile }),
          changePassword: (body) => (sent.push(body), { body: { message: 'Sucessfully Updated Password', Token: 'new-token' } }),
        }),
      ),
    );
    renderWithProviders(<EditProfilePage />, '/userEdit');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Change password' });
    await user.type(oldPasswordInput(), 'demo-pass-1234');
    await user.type(document.querySelector('input[name="new_password"]') as HTMLInputElement, '12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password should be atleast 6 characters long!')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(document.querySelector('input[name="new_password"]') as HTMLInputElement, '6');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Sucessfully Updated Password')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ old_password: 'demo-pass-1234', new_password: '123456' });
    expect(getToken()).toBe('new-token');
  });
});

describe('Edit Profile: profile card', () => {
  it('refuses an image over 5242880 bytes with the spec message, and needs a name', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeApi({ getProfileDetails: () => ({ body: profile }), updateProfile: (body) => (sent.push(body), { body: { message: 'ok', url: '' } }) })),
    );
    renderWithProviders(<EditProfilePage />, '/userEdit');
    const user = userEvent.setup();
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
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getProfileDetails: () => ({ body: profile }),
          updateProfile: (body) => (sent.push(body as FormData), { body: { message: 'Profile updated', url: '/uploads/profile/4.png' } }),
        }),
      ),
    );
    renderWithProviders(<EditProfilePage />, '/userEdit');
    const user = userEvent.setup();
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
