import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { LoginPage } from '../src/features/auth/login-page';
import { DomainUsersTable } from '../src/features/app-management/components/domain-users-table';
import { RpcError } from '../src/lib/rpc';
import { SubmitTracker } from '../src/lib/submit-tracker';
import { platformUser } from './support/app-management';
import { callNameOf, stubCalls } from './support/fake-api';
import { holdAnswer } from './support/held';
import { renderPage, renderWithProviders } from './support/render';
import { ACME_SUPPORT, signInAs } from './support/sessions';
import { renderUserForm, typeNewUser } from './support/user-form';

afterEach(() => queryClient.clear());

/** The requests to `name` that a stubCalls mock has had so far, each with its idempotency key. */
const sentTo = (fetch: ReturnType<typeof stubCalls>, name: string) =>
  fetch.mock.calls.filter(([input]) => callNameOf(input) === name).map(([, init]) => ({ key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'] }));

/** Two clicks before React renders again: the second sees the screen as the first left it. */
function clickTwiceAtOnce(button: HTMLElement) {
  act(() => {
    button.click();
    button.click();
  });
}

describe('a double-clicked Save', () => {
  it('adds a console user once, with an idempotency key', async () => {
    const answer = holdAnswer();
    const { router, fetch } = renderUserForm(null, {
      createUpdateUser: async () => {
        await answer.held;
        return { body: { message: 'User created successfully', id: 9 } };
      },
    });
    const user = userEvent.setup();
    await typeNewUser(user, 'erin-pass-1');

    const save = screen.getByRole('button', { name: 'Save' });
    clickTwiceAtOnce(save);
    await user.dblClick(save);
    await waitFor(() => expect(sentTo(fetch, 'createUpdateUser')).toHaveLength(1));
    answer.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(sentTo(fetch, 'createUpdateUser')).toHaveLength(1);
    expect(sentTo(fetch, 'createUpdateUser')[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("saves App Management's switches once and shows one toast", async () => {
    signInAs(ACME_SUPPORT);
    let saved = [{ extension: '1001' }];
    const answer = holdAnswer();
    const fetch = stubCalls({
      nsApiProxy: () => ({ body: [platformUser('1001', 'Al')] }),
      getExtensionsChecked: () => ({ body: saved }),
      checkExtensions: async () => {
        await answer.held;
        saved = [];
        return { body: { message: 'Successfully Saved!', config_version: 2 } };
      },
    });
    renderWithProviders(<DomainUsersTable domain="acme.example" />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Provisioning of 1001' })).toBeChecked());
    await user.click(screen.getByRole('switch', { name: 'Provisioning of 1001' }));

    const save = screen.getByRole('button', { name: 'Save' });
    clickTwiceAtOnce(save);
    await waitFor(() => expect(sentTo(fetch, 'checkExtensions')).toHaveLength(1));
    answer.release();
    expect(await screen.findByText('Successfully Saved!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getAllByText('Successfully Saved!')).toHaveLength(1);
    expect(sentTo(fetch, 'checkExtensions')).toHaveLength(1);
  });

  it('signs in once when the button is pressed twice', async () => {
    const answer = holdAnswer();
    const fetch = stubCalls({
      getWhiteLabelOptions: () => ({ body: {} }),
      authLogin: async () => {
        await answer.held;
        return { body: { Token: 't', id: 4, name: 'Alice', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false, url: '' } };
      },
    });
    renderPage('/login', <LoginPage />, { '/dashboard': 'dashboard' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Cloud Id' }), 'acme');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'acme-admin');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-1234');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Sign in' }));
    answer.release();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(sentTo(fetch, 'authLogin')).toHaveLength(1);
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
