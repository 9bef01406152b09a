import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../src/app/require-session';
import { ResetPasswordPage } from '../src/features/auth/reset-password-page';
import { visiblePages } from '../src/components/data-table/page-links';
import { loadThemeSettings, saveThemeSettings } from '../src/shell/theme/theme-settings';
import { renderRoutes } from './support/render';

describe('ResetPasswordPage', () => {
  it('gives the spec messages before calling the server', async () => {
    renderRoutes([{ path: '/resetPassword', element: <ResetPasswordPage /> }], '/resetPassword?ref=abc');
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill both fields');
    await user.type(screen.getByLabelText('New Password'), '123');
    await user.type(screen.getByLabelText('Retype Password'), '123');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New Password should be atleast 6 characters long!');
    await user.type(screen.getByLabelText('New Password'), '4567');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords doesnot match');
  });
});

describe('RequireSession', () => {
  it('sends a visitor without a token to /login', async () => {
    const { router } = renderRoutes(
      [
        { path: '/users', element: <RequireSession>secret</RequireSession> },
        { path: '/login', element: <p>login</p> },
      ],
      '/users',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('page links', () => {
  it('shows at most four pages around the current one', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2]);
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(6, 10)).toEqual([5, 6, 7, 8]);
    expect(visiblePages(10, 10)).toEqual([7, 8, 9, 10]);
  });
});

describe('theme settings', () => {
  it('survive a reload through localStorage under the spec names', () => {
    saveThemeSettings({ layout_version: 'dark-only', direction: 'rtl', wrapper: 'compact-wrapper' });
    expect(localStorage.getItem('layout_version')).toBe('dark-only');
    expect(loadThemeSettings()).toMatchObject({ layout_version: 'dark-only', direction: 'rtl', wrapper: 'compact-wrapper', primary_color: '#4466f2' });
  });
});
