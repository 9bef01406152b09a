import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { CheckEmailPage } from '../src/features/app-management/check-email-page';
import { changeLanguage } from '../src/lib/i18n';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { renderPage } from './support/render';
import { ACME_SUPPORT, signInAs } from './support/sessions';

const record = (user: string, first: string, last: string) => ({
  id: `${user}@acme.example`,
  first_name: first,
  last_name: last,
  subscriber_login: `${user}@acme.example`,
  domain: 'acme.example',
  email: `${first}.${last}@acme.test`.toLowerCase(),
  user,
});
const robinsons = [record('1035', 'Amelia', 'Robinson'), record('1040', 'Omar', 'Robinson')];

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en');
});

function renderCheckEmail(answers: FakeAnswers) {
  signInAs(ACME_SUPPORT);
  stubCalls(answers);
  return renderPage('/app_management/check_email', <CheckEmailPage />, { '/app_management': 'app management' });
}

async function searchFor(text: string, box = 'Email', button = 'Search') {
  const user = userEvent.setup();
  const input = screen.getByRole('textbox', { name: box });
  await user.clear(input);
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('CheckEmailPage', () => {
  it('finds the platform users carrying an e-mail address, answers an unknown one with No Record Found alone, and Cancel goes back', async () => {
    const asked: unknown[] = [];
    const { router } = renderCheckEmail({
      checkEmailInNetsapien: (body) => (
        asked.push(body),
        body.email === 'nobody@acme.test'
          ? { body: { records: [], total: 0, message: 'No Record Found', message_id: 'noRecordFound' } }
          : { body: { records: [{ id: '1001@acme.example', first_name: 'Al', last_name: 'Doe', subscriber_login: '1001@acme.example', domain: 'acme.example', email: 'al@acme.test', user: '1001' }], total: 1 } }
      ),
    });
    await screen.findByRole('textbox', { name: 'Email' });
    await searchFor('al@acme.test');
    const row = await screen.findByRole('row', { name: /al@acme\.test/ });
    expect(within(row).getByText('acme.example')).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'al@acme.test' }]);

    // An unknown address: the spec's answer, and no empty table beside it.
    await searchFor('nobody@acme.test');
    expect(await screen.findByRole('status')).toHaveTextContent('No Record Found');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/app_management');
  });

  it('searches part of a name, and a too short text gets the product message on the field, not the browser bubble, and clears the old results', async () => {
    const asked: unknown[] = [];
    renderCheckEmail({ checkEmailInNetsapien: (body) => (asked.push(body), { body: { records: robinsons, total: 2 } }) });
    const box = await screen.findByRole('textbox', { name: 'Email' });
    // A partial text is no e-mail address: the browser must not judge it.
    expect(box).not.toHaveAttribute('type', 'email');
    expect(box.closest('form')).toHaveAttribute('novalidate');

    await searchFor('robinson');
    expect(await screen.findByRole('row', { name: /Amelia/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Omar/ })).toBeInTheDocument();
    expect(asked).toEqual([{ email: 'robinson' }]);

    await searchFor('ro');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Type at least 3 characters of an e-mail address or a name'));
    expect(screen.queryByRole('row', { name: /Amelia/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toHaveLength(1);

    // Typing again takes the message away; a valid search shows its own results.
    await searchFor('omar');
    expect(box).not.toHaveAccessibleDescription(expect.stringContaining('Type at least'));
    expect(await screen.findByRole('row', { name: /Omar/ })).toBeInTheDocument();
  });

  it('clears the old results when a new search fails', async () => {
    let down = false;
    renderCheckEmail({
      checkEmailInNetsapien: () =>
        down
          ? { status: 502, body: { code: 'UPSTREAM_FAILED', message: 'NetSapiens could not be reached. Check the API URL of the platform connection.', messageId: 'platformUnreachable' } }
          : { body: { records: robinsons, total: 2 } },
    });
    await screen.findByRole('textbox', { name: 'Email' });
    await searchFor('robinson');
    expect(await screen.findByRole('row', { name: /Amelia/ })).toBeInTheDocument();
    down = true;
    await searchFor('amelia');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Amelia/ })).toBeNull();
  });

  it('says when a large tenant has more matches than are shown', async () => {
    renderCheckEmail({ checkEmailInNetsapien: () => ({ body: { records: robinsons, total: 412 } }) });
    await screen.findByRole('textbox', { name: 'Email' });
    await searchFor('son');
    expect(await screen.findByText('The first 2 of 412 users found are shown: type more of the address or name to narrow the search.')).toBeInTheDocument();
  });

  it('speaks Spanish: the field, its message, and No Record Found', async () => {
    await changeLanguage('es');
    renderCheckEmail({ checkEmailInNetsapien: () => ({ body: { records: [], total: 0, message: 'No Record Found', message_id: 'noRecordFound' } }) });
    const box = await screen.findByRole('textbox', { name: 'Correo' });
    await searchFor('ro', 'Correo', 'Buscar');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Escriba al menos 3 caracteres de un correo electrónico o de un nombre'));
    await searchFor('robin', 'Correo', 'Buscar');
    expect(await screen.findByRole('status')).toHaveTextContent('No se encontraron registros');
  });
});
