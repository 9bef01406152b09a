import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../src/features/auth/login-page';
import { stubCalls, type FakeAnswer } from './support/fake-api';
import { renderPage } from './support/render';

const signedIn = { name: 'Alice', id: 4, user_type: 'admin', cloud_id: 'acme', username: 'acme-admin', superuser: false, Token: 'tok', url: '' };

function renderLogin(authLogin: FakeAnswer<'authLogin'>) {
  const calls: unknown[] = [];
  stubCalls({ getWhiteLabelOptions: () => ({ body: {} }), authLogin: (body) => (calls.push(body), authLogin(body)) });
  const view = renderPage('/login', <LoginPage />, { '/dashboard': 'dashboard' });
  return { ...view, calls };
}

describe('LoginPage', () => {
  it('moves cloud id -> username -> password with Enter, then signs in and stores the session', async () => {
    const { calls, router } = renderLogin(() => ({ body: signedIn }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Cloud Id'), 'acme{Enter}');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.keyboard('acme-admin{Enter}');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('demo-pass-1234{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toEqual([{ cloud_id: 'acme', user: 'acme-admin', password: 'demo-pass-1234' }]);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('creds') ?? '{}')).toMatchObject({ username: 'acme-admin', cloud_id: 'acme' });
  });

  it('shows the failure inline and enables the button again', async () => {
    renderLogin(() => ({ status: 401, body: { code: 'UNAUTHENTICATED', message: 'Invalid Credentials' } }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Cloud Id'), 'acme');
    await user.type(screen.getByLabelText('Username'), 'x');
    await user.type(screen.getByLabelText('Password'), 'y');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for username and cloud id before a reset', async () => {
    renderLogin(() => ({ body: signedIn }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Username and Cloud Id are mandatory to reset Password')).toBeInTheDocument();
  });
});
