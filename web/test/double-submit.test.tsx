import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { LoginPage } from '../src/features/auth/login-page';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { UserForm } from '../src/features/users/components/user-form';
import { RpcError } from '../src/lib/rpc';
import { saveSession, type Creds } from '../src/lib/session';
import { SubmitTracker } from '../src/lib/submit-tracker';
import { fakeApi, renderRoutes, renderWithProviders } from './render';

afterEach(() => queryClient.clear());

const admin: Creds = { id: 4, name: 'Alice', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };

type Sent = { name: string; key: string | undefined };

/**
 * fetch as the server answers it, except that the calls named in `held` wait until `release()`:
 * a double click lands while the first request is still under way, as on a real network.
 */
function slowApi(answers: Parameters<typeof fakeApi>[0], held: string[]) {
  const sent: Sent[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = fakeApi(answers);
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const name = String(input).split('?')[0]?.split('/').pop() ?? '';
    sent.push({ name, key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] });
    if (held.includes(name)) await gate;
    return answer(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { sent: (name: string) => sent.filter((call) => call.name === name), release: () => release() };
}

/** Two clicks before React renders again: the second sees the screen as the first left it. */
function clickTwiceAtOnce(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

describe('a double-clicked Save', () => {
  it('adds a console user once, with an idempotency key', async () => {
    saveSession('tok', admin, '');
    const api = slowApi(
      {
        getCloudIds: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
        createUpdateUser: () => ({ body: { message: 'User created successfully', id: 9 } }),
      },
      ['createUpdateUser'],
    );
    const { router } = renderRoutes([{ path: '/users/details', element: <UserForm user={null} /> }, { path: '/users', element: <p>list</p> }], '/users/details');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Erin');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'erin@acme.example');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'erin');
    await user.click(screen.getByRole('textbox', { name: 'User Type' }));
    await user.click(await screen.findByRole('option', { name: 'simple user', hidden: true }));
    await user.type(document.querySelector('input[name="password"]') as HTMLInputElement, 'erin-pass-1');

    const save = screen.getByRole('button', { name: 'Save' });
    clickTwiceAtOnce(save);
    await user.dblClick(save);
    await waitFor(() => expect(api.sent('createUpdateUser')).toHaveLength(1));
    api.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(api.sent('createUpdateUser')).toHaveLength(1);
    expect(api.sent('createUpdateUser')[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("saves App Management's switches once and shows one toast", async () => {
    saveSession('tok', { ...admin, user_type: 'support' }, '');
    let saved = [{ extension: '1001' }];
    const api = slowApi(
      {
        nsApiProxy: () => ({ body: [{ user: '1001', first_name: 'Al', last_name: 'Doe', email: '', subscriber_login: '1001@acme.example', scope: 'Basic User' }] }),
        getExtensionsChecked: () => ({ body: saved }),
        checkExtensions: () => {
          saved = [];
          return { body: { message: 'Successfully Saved!', config_version: 2 } };
        },
      },
      ['checkExtensions'],
    );
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Provisioning of 1001' })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Provisioning of 1001' }));

    const save = screen.getByRole('button', { name: 'Save' });
    clickTwiceAtOnce(save);
    await waitFor(() => expect(api.sent('checkExtensions')).toHaveLength(1));
    api.release();
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getAllByText('Successfully Saved!')).toHaveLength(1);
    expect(api.sent('checkExtensions')).toHaveLength(1);
  });

  it('signs in once when the button is pressed twice', async () => {
    const api = slowApi(
      {
        getWhiteLabelOptions: () => ({ body: {} }),
        authLogin: () => ({ body: { Token: 't', id: 4, name: 'Alice', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false, url: '' } }),
      },
      ['authLogin'],
    );
    renderRoutes([{ path: '/login', element: <LoginPage /> }, { path: '/dashboard', element: <p>dashboard</p> }], '/login');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Cloud Id' }), 'acme');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'acme-admin');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-1234');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Sign in' }));
    api.release();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(api.sent('authLogin')).toHaveLength(1);
  });
});

describe('the key of a submit', () => {
  it('is kept for a retry after no answer, and renewed after an answer, a refusal or other values', () => {
    const tracker = new SubmitTracker();
    const form = { username: 'erin' };
    expect(tracker.start(form)).toBe(true);
    expect(tracker.start({ ...form })).toBe(false);
    const first = tracker.keyOf(form);
    tracker.settle(form, new RpcError(0, {}));
    // Settled but not yet shown: still ignored.
    expect(tracker.start(form)).toBe(false);
    tracker.release();
    expect(tracker.start(form)).toBe(true);
    expect(tracker.keyOf(form)).toBe(first);

    tracker.settle(form, new RpcError(400, { code: 'VALIDATION_FAILED', message: 'taken' }));
    tracker.release();
    tracker.start(form);
    const afterRefusal = tracker.keyOf(form);
    expect(afterRefusal).not.toBe(first);

    tracker.settle(form, new RpcError(502, { code: 'UPSTREAM_FAILED', message: 'down' }));
    tracker.release();
    tracker.start({ username: 'erin2' });
    expect(tracker.keyOf({ username: 'erin2' })).not.toBe(afterRefusal);
    tracker.settle({ username: 'erin2' }, null);
    tracker.release();
    tracker.start({ username: 'erin2' });
    expect(tracker.keyOf({ username: 'erin2' })).not.toBe(afterRefusal);
  });

  it('lets other values through while one submit runs (a second row deleted at once)', () => {
    const tracker = new SubmitTracker();
    expect(tracker.start({ id: 1 })).toBe(true);
    expect(tracker.start({ id: 2 })).toBe(true);
    expect(tracker.keyOf({ id: 1 })).not.toBe(tracker.keyOf({ id: 2 }));
  });
});
