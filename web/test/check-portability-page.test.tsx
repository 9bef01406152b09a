import { formatMessage, MESSAGES, type CallName, type ErrorCode, type Message, type PortabilityResult } from '@mamt/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckPortabilityPage } from '../src/features/check-portability/check-portability-page';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeAnswers, type FakeError } from './support/fake-api';
import { holdAnswer } from './support/held';
import { renderRoutes } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

const BRANDING = { company: 'Acme Telecom', logo: '/uploads/acme-logo.png', button_color: '#0a1a50' };
const CHECK_CALLS = ['checkIntelliquentPortability', 'checkPeerlessPortability', 'checkVIPortability'] as const satisfies readonly CallName[];

/** One provider's answer for a number: `name` is the provider record's (document 3's Name), the carrier its current one. */
const row = (telephoneNumber: string, isPortable: string, name = 'Inteliquent', serviceProviderName = 'Old Carrier', type = 'WIRELESS'): PortabilityResult => ({
  telephoneNumber,
  isPortable,
  serviceProviderName,
  type,
  name,
});

/** A refusal as the server words it (app-error.ts): the English text with its message id and values. */
const refusal = (code: ErrorCode, message: Message): FakeError => ({ code, message: message.text, messageId: message.id, params: message.params });
const providerFailed = (provider: string) => refusal('UPSTREAM_FAILED', formatMessage(MESSAGES.portabilityProviderFailed, { provider }));

function renderCheckPage(answers: FakeAnswers = {}, query = '?cloud_id=acme') {
  const fetch = stubCalls({ getPortabilityCheckPage: () => ({ body: BRANDING }), ...answers });
  renderRoutes([{ path: '/pages/check_portability', element: <CheckPortabilityPage /> }], `/pages/check_portability${query}`);
  return { fetch, user: userEvent.setup() };
}

const numberField = () => screen.getByRole('textbox', { name: 'Phone numbers' });

async function addNumber(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.clear(numberField());
  await user.type(numberField(), `${typed}{Enter}`);
}

const chips = () => within(screen.getByRole('list', { name: 'Numbers to check' })).getAllByRole('listitem').map((item) => item.textContent);
const bodyRows = () => within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row').slice(1);
const numberOf = (tr: HTMLElement) => within(tr).getAllByRole('cell')[0]?.textContent;
/** A row's verdicts, each as its icon says it and the provider named beside it. */
const verdicts = (scope: HTMLElement) => within(scope).getAllByRole('img').map((icon) => `${icon.getAttribute('aria-label')}: ${icon.nextElementSibling?.textContent}`);

describe('CheckPortabilityPage', () => {
  afterEach(() => changeLanguage('en'));

  it("shows the tenant's name, logo and button colour, asked for by the link's cloud id", async () => {
    const { fetch } = renderCheckPage();
    expect(await screen.findByText('Acme Telecom')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Number portability check' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Telecom logo' })).toHaveAttribute('src', '/uploads/acme-logo.png');
    expect(callsMade(fetch)).toEqual([['getPortabilityCheckPage', { cloud_id: 'acme' }]]);
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check.style.getPropertyValue('--button-bg')).toBe('#0a1a50');
    // Dark blue takes white text.
    expect(check.style.getPropertyValue('--button-color')).toBe('#ffffff');
    expect(screen.getByText('Enter comma-separated numbers with no spaces')).toBeInTheDocument();
    expect(screen.getByText('No Numbers Added')).toBeInTheDocument();
  });

  it('says the link is not valid instead of showing the form, for an unknown or inactive cloud id', async () => {
    const invalid = refusal('NOT_FOUND', MESSAGES.portabilityLinkInvalid);
    renderCheckPage({ getPortabilityCheckPage: () => ({ status: 404, body: invalid }) }, '?cloud_id=nobody');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link cannot be used');
    expect(alert).toHaveTextContent('This portability check link is not valid. Ask the company that sent it for a new one.');
    expect(screen.queryByRole('textbox', { name: 'Phone numbers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
  });

  it('refuses a link without a cloud id without asking the server', async () => {
    const { fetch } = renderCheckPage({}, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('This portability check link is not valid.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds numbers as the check sends them, one or several at once, and says what is wrong with an entry', async () => {
    const { user } = renderCheckPage();
    await screen.findByText('Acme Telecom');
    await addNumber(user, '+1 (602) 555-0123');
    expect(chips()).toEqual(['6025550123']);
    expect(numberField()).toHaveValue('');
    await addNumber(user, '602&555&0124,1-480-555-0199');
    expect(chips()).toEqual(['6025550123', '6025550124', '4805550199']);

    await addNumber(user, '602 555 0123');
    expect(numberField()).toHaveAccessibleDescription(/Number already added/);
    expect(numberField()).toHaveValue('602 555 0123');
    expect(chips()).toHaveLength(3);

    await addNumber(user, '6025550125,12345');
    expect(numberField()).toHaveAccessibleDescription(/12345 is not a 10-digit North American number/);
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    // A wrong number refuses the whole entry, so it can be corrected and added again.
    expect(chips()).toHaveLength(3);

    // A known number among new ones: the new ones are added, the known one is said.
    await addNumber(user, '6025550123,6025550126');
    expect(chips()).toEqual(['6025550123', '6025550124', '4805550199', '6025550126']);
    expect(numberField()).toHaveAccessibleDescription(/Number already added/);
  });

  it('takes at most as many numbers as one check does', async () => {
    const { user } = renderCheckPage();
    await screen.findByText('Acme Telecom');
    await user.click(numberField());
    await user.paste(Array.from({ length: 101 }, (_, index) => `602555${String(index).padStart(4, '0')}`).join(','));
    await user.keyboard('{Enter}');
    expect(numberField()).toHaveAccessibleDescription(/At most 100 numbers can be checked at once/);
    expect(screen.getByText('No Numbers Added')).toBeInTheDocument();
  });

  it('removes a number with its own button, and says when the list is empty', async () => {
    const { user } = renderCheckPage();
    await screen.findByText('Acme Telecom');
    await addNumber(user, '6025550123');
    await addNumber(user, '6025550124');
    await user.click(screen.getByRole('button', { name: 'Remove 6025550123' }));
    expect(chips()).toEqual(['6025550124']);
    expect(numberField()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove 6025550124' }));
    expect(screen.queryByRole('list', { name: 'Numbers to check' })).toBeNull();
    expect(screen.getByText('No Numbers Added')).toBeInTheDocument();
  });

  it('asks for numbers before checking an empty list, and asks no provider', async () => {
    const { fetch, user } = renderCheckPage();
    await screen.findByText('Acme Telecom');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(numberField()).toHaveAccessibleDescription(/Plase enter the list of numbers first/);
    expect(numberField()).toHaveFocus();
    expect(callsMade(fetch).map(([name]) => name)).toEqual(['getPortabilityCheckPage']);
  });

  it('asks the three providers at once with the numbers, never sending the stored session token', async () => {
    signInAs(ACME_ADMIN);
    const { fetch, user } = renderCheckPage(Object.fromEntries(CHECK_CALLS.map((name) => [name, () => ({ body: [] })])));
    await screen.findByText('Acme Telecom');
    await addNumber(user, '6025550123');
    await addNumber(user, '4805550199');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(callsMade(fetch)).toHaveLength(4));
    expect(callsMade(fetch).slice(1)).toEqual(CHECK_CALLS.map((name) => [name, { cloud_id: 'acme', numbers: '6025550123,4805550199' }]));
    for (const [, init] of fetch.mock.calls) expect(init?.headers).not.toHaveProperty('Token');
    expect(await screen.findByText('No provider returned a result for these numbers.')).toBeInTheDocument();
  });

  it("adds each provider's verdict to its number's line as it answers, shows who is still answering, and a failure beside the others' verdicts", async () => {
    const peerless = holdAnswer();
    const { user } = renderCheckPage({
      checkIntelliquentPortability: () => ({ body: [row('6025550123', 'Yes', 'Inteliquent', 'Verizon'), row('4805550199', 'No', 'Inteliquent', 'T-Mobile')] }),
      checkPeerlessPortability: async () => (await peerless.held, { body: [row('6025550123', 'Yes', 'Peerless', 'Verizon Wireless')] }),
      checkVIPortability: () => ({ status: 502, body: providerFailed('VOIP Innovations') }),
    });
    await screen.findByText('Acme Telecom');
    await addNumber(user, '6025550123,4805550199');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('VOIP Innovations could not answer the check. Try again later.');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('Waiting for Peerless…')).toBeInTheDocument();
    expect(screen.queryByText('Waiting for Inteliquent…')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Answered: Inteliquent');

    peerless.release();
    await waitFor(() => expect(verdicts(bodyRows()[0]!)).toEqual(['Portable: Inteliquent', 'Portable: Peerless']));
    // Each number once, where its first answer put it.
    expect(bodyRows().map(numberOf)).toEqual(['6025550123', '4805550199']);
    expect(verdicts(bodyRows()[1]!)).toEqual(['Not portable: Inteliquent']);
    expect(screen.queryByText(/Waiting for/)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('VOIP Innovations could not answer the check.');
    expect(screen.getByRole('status')).toHaveTextContent('Answered: Inteliquent, Peerless');
  });

  it('shows each number once with every provider named, and the details as a card per number that needs no sideways scroll', async () => {
    const { user } = renderCheckPage({
      checkIntelliquentPortability: () => ({ body: [row('6025550123', 'Yes', 'Inteliquent', 'Verizon', ''), row('4805550199', 'no', 'Inteliquent', 'T-Mobile', '')] }),
      checkPeerlessPortability: () => ({ body: [row('6025550123', 'Yes', 'Peerless', 'Verizon Wireless'), row('4805550199', 'No', 'Peerless', 'T-Mobile')] }),
      checkVIPortability: () => ({ body: [row('6025550123', 'Yes', 'VOIP Innovations', 'Qwest Corporation', 'WIRELINE'), row('4805550199', 'No', 'VOIP Innovations', 'T-Mobile', 'WIRELESS')] }),
    });
    await screen.findByText('Acme Telecom');
    await addNumber(user, '6025550123,4805550199');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByText(/Waiting for/)).toBeNull());

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Telephone Number', 'Portable']);
    expect(bodyRows().map(numberOf)).toEqual(['6025550123', '4805550199']);
    expect(verdicts(bodyRows()[0]!)).toEqual(['Portable: Inteliquent', 'Portable: Peerless', 'Portable: VOIP Innovations']);
    // Only "Yes" means portable.
    expect(verdicts(bodyRows()[1]!)).toEqual(['Not portable: Inteliquent', 'Not portable: Peerless', 'Not portable: VOIP Innovations']);

    await user.click(screen.getByRole('switch', { name: 'Show details' }));
    // No five-column table wider than a phone: a card per number, each provider's answer as label and value.
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual(['6025550123', '4805550199']);
    expect(verdicts(cards[0]!)).toEqual(['Portable: Inteliquent', 'Portable: Peerless', 'Portable: VOIP Innovations']);
    const pairs = (card: HTMLElement) => within(card).getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs(cards[0]!)).toEqual([
      'Service Provider Name: Verizon',
      'Type: —',
      'Service Provider Name: Verizon Wireless',
      'Type: WIRELESS',
      'Service Provider Name: Qwest Corporation',
      'Type: WIRELINE',
    ]);
    await user.click(screen.getByRole('switch', { name: 'Show details' }));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Telephone Number', 'Portable']);
  });

  it("says a refusal of the address's limit once, not once per provider", async () => {
    const tooMany = refusal('TOO_MANY_REQUESTS', formatMessage(MESSAGES.portabilityTooManyChecks, { minutes: 3 }));
    const { user } = renderCheckPage(Object.fromEntries(CHECK_CALLS.map((name) => [name, () => ({ status: 429, body: tooMany })])));
    await screen.findByText('Acme Telecom');
    await addNumber(user, '6025550123');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByText(/Waiting for/)).toBeNull());
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Too many checks from your address. Try again in 3 min.']);
  });

  it('speaks Spanish, its hints, columns and messages too, and lets the customer choose another language', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    const { user } = renderCheckPage({
      checkIntelliquentPortability: () => ({ body: [row('6025550123', 'Yes')] }),
      checkPeerlessPortability: () => ({ status: 503, body: refusal('UNAVAILABLE', formatMessage(MESSAGES.portabilityProviderNotSet, { provider: 'Peerless' })) }),
      checkVIPortability: () => ({ body: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Comprobación de portabilidad de números' })).toBeInTheDocument();
    expect(screen.getByText('No se han agregado números')).toBeInTheDocument();
    expect(screen.getByText('Introduzca los números separados por comas y sin espacios')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Números de teléfono' });
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(field).toHaveAccessibleDescription(/Introduzca primero la lista de números/);
    await user.type(field, '6025550123{Enter}');
    await user.type(field, '6025550123{Enter}');
    expect(field).toHaveAccessibleDescription(/Número ya agregado/);
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Las comprobaciones de Peerless no están configuradas');
    expect(await screen.findByRole('img', { name: 'Se puede portar' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Número de teléfono', 'Portable']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification de la portabilité des numéros' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Les vérifications Peerless ne sont pas configurées');
  });
});
