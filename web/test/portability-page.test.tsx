import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { PortabilityPage } from '../src/features/portability/portability-page';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeAnswers, type OutputOf } from './support/fake-api';
import { confirmWith, renderPage } from './support/render';
import { PROVIDER_ADMIN, signInAs } from './support/sessions';

const MANDATORY = 'All fields are mandatory!';
const KEPT = 'Stored and hidden. Leave empty to keep it.';
const RETYPE = 'An address this secret is sent to has changed: type the secret again.';

const inteliquent: OutputOf<'inteliquentSummary'> = [
  {
    id: 1, name: 'Inteliquent main', token_url: 'https://auth.inteliquent.test/oauth/token', api_url: 'https://api.inteliquent.test',
    client_id: 'iq-client', has_client_secret: true, subscriber_id: 1, created_user: 'admin',
  },
  // A second entry is never shown: the screen uses the summary's first (document 3 §7).
  {
    id: 2, name: 'Inteliquent spare', token_url: 'https://spare.test/token', api_url: 'https://spare.test', client_id: 'spare', has_client_secret: true,
    subscriber_id: 1, created_user: 'admin',
  },
];
const vi_: OutputOf<'viSummary'> = [{ id: 3, name: 'VI main', login: 'vi-login', api_url: 'https://backoffice.vi.test', has_secret: true, subscriber_id: 1, created_user: 'support' }];

/** The screen with Inteliquent and VOIP Innovations stored and Peerless not yet set up; `answers` replace any of the calls. */
function renderScreen(answers: FakeAnswers = {}) {
  const fetch = stubCalls({ inteliquentSummary: () => ({ body: inteliquent }), peerlessSummary: () => ({ body: [] }), viSummary: () => ({ body: vi_ }), ...answers });
  renderPage('/portability', <PortabilityPage />);
  return { fetch, user: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('form', { name });
const sent = (fetch: ReturnType<typeof stubCalls>, call: string) => callsMade(fetch).filter(([name]) => name === call).map(([, body]) => body);

beforeEach(() => void signInAs(PROVIDER_ADMIN));
afterEach(() => queryClient.clear());

describe('the portability providers screen', () => {
  it('loads each card from the first summary entry, with Update and a delete icon where one is stored and Add where none is', async () => {
    renderScreen();
    const iq = within(await card('Inteliquent'));
    expect(iq.getByRole('textbox', { name: 'Name' })).toHaveValue('Inteliquent main');
    expect(iq.getByRole('textbox', { name: 'Token Url' })).toHaveValue('https://auth.inteliquent.test/oauth/token');
    expect(iq.getByRole('textbox', { name: 'API URL' })).toHaveValue('https://api.inteliquent.test');
    expect(iq.getByRole('textbox', { name: 'Client Id' })).toHaveValue('iq-client');
    expect(iq.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(iq.getByRole('button', { name: 'Delete the Inteliquent credentials' })).toBeInTheDocument();

    const peerless = within(await card('Peerless'));
    expect(peerless.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(peerless.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(peerless.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(peerless.getByText(/Peerless publishes no portability API/)).toBeInTheDocument();
    expect(peerless.getByText('GET <API URL>/mag/v1/portability?api_key&customer&user_id&tn')).toBeInTheDocument();

    const voip = within(await card('VOIP Innovations'));
    expect(voip.getByRole('textbox', { name: 'Login' })).toHaveValue('vi-login');
    expect(voip.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  it('shows stored secrets empty with a hint, and asks for the secret again once an address it is sent to changes', async () => {
    const { user } = renderScreen();
    const iq = within(await card('Inteliquent'));
    const secret = iq.getByLabelText(/^Client Secret/, { selector: 'input' });
    expect(secret).toHaveValue('');
    expect(secret).toHaveAccessibleDescription(KEPT);
    expect(within(await card('VOIP Innovations')).getByLabelText(/^Secret/, { selector: 'input' })).toHaveAccessibleDescription(KEPT);

    // A trailing slash is the same address, as the server compares them.
    await user.type(iq.getByRole('textbox', { name: 'Token Url' }), '/');
    expect(secret).toHaveAccessibleDescription(KEPT);
    await user.type(iq.getByRole('textbox', { name: 'API URL' }), '/v2');
    expect(secret).toHaveAccessibleDescription(RETYPE);
    await user.clear(iq.getByRole('textbox', { name: 'API URL' }));
    await user.type(iq.getByRole('textbox', { name: 'API URL' }), 'https://api.inteliquent.test');
    expect(secret).toHaveAccessibleDescription(KEPT);
  });

  it('gives the spec message for every missing field of a new record, its secret included, and sends nothing', async () => {
    const { fetch, user } = renderScreen();
    const peerless = within(await card('Peerless'));
    await user.click(peerless.getByRole('button', { name: 'Add' }));
    expect(await peerless.findAllByText(MANDATORY)).toHaveLength(5);
    expect(peerless.getByLabelText(/^Pass Code/, { selector: 'input' })).toHaveAccessibleDescription(MANDATORY);
    expect(sent(fetch, 'peerlessCreateUpdate')).toEqual([]);
  });

  it('creates Peerless with its own user_id, who acts as a_user_id and no id, then shows it stored', async () => {
    const stored: OutputOf<'peerlessSummary'> = [];
    const { fetch, user } = renderScreen({
      peerlessSummary: () => ({ body: stored }),
      peerlessCreateUpdate: () => {
        stored.push({ id: 7, name: 'Peerless', customer: 'cust-42', api_url: 'https://peerless.test', user_id: 'peer-user', has_pass_code: true, subscriber_id: 1, created_user: 'admin' });
        return { body: { message: 'Provider credentials saved successfully', message_id: 'portabilityProviderCreated', id: 7 } };
      },
    });
    const peerless = within(await card('Peerless'));
    await user.type(peerless.getByRole('textbox', { name: 'Name' }), 'Peerless');
    await user.type(peerless.getByRole('textbox', { name: 'Customer' }), 'cust-42');
    await user.type(peerless.getByRole('textbox', { name: 'API URL' }), 'https://peerless.test');
    await user.type(peerless.getByLabelText(/^Pass Code/, { selector: 'input' }), 'pass code 1');
    await user.type(peerless.getByRole('textbox', { name: 'User Id' }), 'peer-user');
    await user.click(peerless.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Provider credentials saved successfully')).toBeInTheDocument();
    expect(sent(fetch, 'peerlessCreateUpdate')).toEqual([
      { name: 'Peerless', customer: 'cust-42', api_url: 'https://peerless.test', pass_code: 'pass code 1', user_id: 'peer-user', a_user_id: PROVIDER_ADMIN.id },
    ]);
    const saved = within(await card('Peerless'));
    expect(await saved.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(saved.getByLabelText(/^Pass Code/, { selector: 'input' })).toHaveValue('');
    expect(saved.getByLabelText(/^Pass Code/, { selector: 'input' })).toHaveAccessibleDescription(KEPT);
  });

  it('updates Inteliquent with its id and user_id, and VOIP Innovations with a_user_id, an empty secret keeping the stored one', async () => {
    const { fetch, user } = renderScreen({
      inteliquentCreateUpdate: () => ({ body: { message: 'Provider credentials updated successfully', message_id: 'portabilityProviderUpdated', id: 1 } }),
      viCreateUpdate: () => ({ body: { message: 'Provider credentials updated successfully', message_id: 'portabilityProviderUpdated', id: 3 } }),
    });
    const iq = within(await card('Inteliquent'));
    await user.clear(iq.getByRole('textbox', { name: 'Client Id' }));
    await user.type(iq.getByRole('textbox', { name: 'Client Id' }), 'iq-client-2');
    await user.click(iq.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent(fetch, 'inteliquentCreateUpdate')).toHaveLength(1));
    expect(sent(fetch, 'inteliquentCreateUpdate')[0]).toEqual({
      id: 1, user_id: PROVIDER_ADMIN.id, name: 'Inteliquent main', token_url: 'https://auth.inteliquent.test/oauth/token', api_url: 'https://api.inteliquent.test',
      client_id: 'iq-client-2', client_secret: '',
    });

    await user.click(within(await card('VOIP Innovations')).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(sent(fetch, 'viCreateUpdate')).toHaveLength(1));
    expect(sent(fetch, 'viCreateUpdate')[0]).toEqual({ id: 3, a_user_id: PROVIDER_ADMIN.id, name: 'VI main', login: 'vi-login', api_url: 'https://backoffice.vi.test', secret: '' });
  });

  it("puts the server's field error under its field, not in a toast", async () => {
    const message = 'Type this secret again: an address it is sent to has changed';
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderScreen({
      viCreateUpdate: () => ({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message, messageId: 'portabilityRetypeSecret', fieldErrors: { secret: message }, fieldErrorIds: { secret: { id: 'portabilityRetypeSecret' } } },
      }),
    });
    const voip = within(await card('VOIP Innovations'));
    await user.click(voip.getByRole('button', { name: 'Update' }));
    expect(await voip.findByText(message)).toBeInTheDocument();
    expect(voip.getByLabelText(/^Secret/, { selector: 'input' })).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(show).not.toHaveBeenCalled();
  });

  it('deletes a record only once confirmed, with its id and user_id, and then offers Add', async () => {
    let stored = inteliquent;
    const { fetch, user } = renderScreen({
      inteliquentSummary: () => ({ body: stored }),
      deleteInteliquent: () => ((stored = []), { body: { message: 'Record Deleted', message_id: 'recordDeleted' } }),
    });
    const iq = within(await card('Inteliquent'));
    await user.click(iq.getByRole('button', { name: 'Delete the Inteliquent credentials' }));
    await confirmWith(user, 'Cancel', 'Delete credentials');
    expect(sent(fetch, 'deleteInteliquent')).toEqual([]);

    await user.click(iq.getByRole('button', { name: 'Delete the Inteliquent credentials' }));
    expect(await screen.findByText('Delete the Inteliquent credentials? Portability checks stop asking Inteliquent until new ones are saved.')).toBeInTheDocument();
    await confirmWith(user, 'Delete', 'Delete credentials');
    expect(await screen.findByText('Record Deleted')).toBeInTheDocument();
    expect(sent(fetch, 'deleteInteliquent')).toEqual([{ id: 1, user_id: PROVIDER_ADMIN.id }]);
    const emptied = within(await card('Inteliquent'));
    expect(await emptied.findByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(emptied.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("tests a card's connection with its values and shows the answer next to its buttons", async () => {
    const { fetch, user } = renderScreen({
      testPortabilityConnection: (body) =>
        body.provider === 'inteliquent'
          ? { body: { ok: true, result: 'ok', message: 'Inteliquent answered the test check: the credentials work.', message_id: 'portabilityTestOk' } }
          : { body: { ok: false, result: 'invalid-credentials', message: 'VOIP Innovations refused the credentials.', message_id: 'portabilityTestCredentials' } },
    });
    const iq = within(await card('Inteliquent'));
    await user.click(iq.getByRole('button', { name: 'Test connection' }));
    const works = await iq.findByRole('status');
    expect(works).toHaveTextContent('Connection works');
    expect(works).toHaveTextContent('Inteliquent answered the test check: the credentials work.');
    expect(sent(fetch, 'testPortabilityConnection')).toEqual([
      { provider: 'inteliquent', id: 1, token_url: 'https://auth.inteliquent.test/oauth/token', api_url: 'https://api.inteliquent.test', client_id: 'iq-client', client_secret: '' },
    ]);

    const voip = within(await card('VOIP Innovations'));
    await user.click(voip.getByRole('button', { name: 'Test connection' }));
    const failed = await voip.findByRole('status');
    expect(failed).toHaveTextContent('Connection failed');
    expect(failed).toHaveTextContent('VOIP Innovations refused the credentials.');
    expect(sent(fetch, 'testPortabilityConnection')[1]).toEqual({ provider: 'vi', id: 3, api_url: 'https://backoffice.vi.test', login: 'vi-login', secret: '' });
  });
});

describe('the portability providers screen in Spanish', () => {
  afterEach(() => changeLanguage('en'));

  it('shows its texts, hints and the mandatory message in Spanish', async () => {
    await changeLanguage('es');
    const { user } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Proveedores de portabilidad' })).toBeInTheDocument();
    const iq = within(await card('Inteliquent'));
    expect(iq.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    expect(iq.getByRole('button', { name: 'Probar conexión' })).toBeInTheDocument();
    expect(iq.getByLabelText(/^Secreto del cliente/, { selector: 'input' })).toHaveAccessibleDescription('Guardado y oculto. Déjelo vacío para conservarlo.');
    const peerless = within(await card('Peerless'));
    await user.click(peerless.getByRole('button', { name: 'Agregar' }));
    expect(await peerless.findAllByText('¡Todos los campos son obligatorios!')).toHaveLength(5);
  });
});
