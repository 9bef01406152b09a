import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { CheckEmailPage } from '../src/features/app-management/check-email-page';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderRoutes } from './render';

const support: Creds = { id: 4, name: 'Acme Support', username: 'acme-support', user_type: 'support', cloud_id: 'acme', superuser: false };

afterEach(() => queryClient.clear());

describe('CheckEmailPage', () => {
  it('finds the platform users carrying an e-mail address, answers an unknown one with No Record Found alone, and Cancel goes back', async () => {
    saveSession('tok', support, '');
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          checkEmailInNetsapien: (body) => (
            asked.push(body),
            (body as { email: string }).email === 'nobody@acme.test'
              ? { body: { records: [], message: 'No Record Found', message_id: 'noRecordFound' } }
              : { body: { records: [{ id: '1001@acme.example', first_name: 'Al', last_name: 'Doe', subscriber_login: '1001@acme.example', domain: 'acme.example', email: 'al@acme.test', user: '1001' }] } }
          ),
        }),
      ),
    );
    const { router } = renderRoutes(
      [
        { path: '/app_management/check_email', element: <CheckEmailPage /> },
        { path: '/app_management', element: <p>app management</p> },
      ],
      '/app_management/check_email',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'al@acme.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = await screen.findByRole('row', { name: /al@acme\.test/ });
    expect(within(row).getByText('acme.example')).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'al@acme.test' }]);

    // An unknown address: the spec's answer, and no empty table beside it.
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nobody@acme.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No Record Found');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/app_management');
  });
});
