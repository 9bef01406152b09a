import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { QrPage } from '../src/features/qr-page/qr-page';
import { changeLanguage } from '../src/lib/i18n';
import { stubCalls, type FakeAnswer, type FakeError } from './support/fake-api';
import { renderRoutes } from './support/render';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const TOKEN = 'tok_123-abcdefghijklmn';
const READY = { company: 'Acme Telecom', logo: '/uploads/acme.png', qr_png: PNG, expires_at: '2026-11-30T09:00:00.000Z', cloud_id: 'acme', cloud_username: '1002@acme.demo' };
const invalid: FakeError = { code: 'NOT_FOUND', message: 'This QR code is no longer valid. Please ask your administrator to send you a new one.', messageId: 'qrCodeInvalid' };

function renderQrPage(answer: FakeAnswer<'getQrCode'>) {
  const asked: unknown[] = [];
  stubCalls({ getQrCode: (body) => (asked.push(body), answer(body)) });
  renderRoutes([{ path: '/qr/:token', element: <QrPage /> }], `/qr/${TOKEN}`);
  return asked;
}

/** The screen answers the page's media query as a phone would: a coarse pointer, or a narrow screen. */
function onPhone(feature: string) {
  const real = window.matchMedia;
  window.matchMedia = (query: string) => {
    const listeners = { addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
    return { matches: query.includes(feature), media: query, onchange: null, ...listeners };
  };
  onTestFinished(() => {
    window.matchMedia = real;
  });
}

const comesBefore = (first: Element, second: Element) => Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The three values the app's sign-in screen asks for; the password is the token of the page's address. */
function expectDetails() {
  expect(screen.getByRole('textbox', { name: 'Cloud ID' })).toHaveValue('acme');
  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('1002@acme.demo');
  const password = screen.getByRole('textbox', { name: 'Password' });
  expect(password).toHaveValue(TOKEN);
  expect(password).toHaveAccessibleDescription('A one-time code: once signed in, the app keeps a password of its own.');
  for (const field of [password, screen.getByRole('textbox', { name: 'Cloud ID' })]) expect(field).toHaveAttribute('readonly');
  for (const name of ['Cloud ID', 'Username', 'Password']) expect(screen.getByRole('button', { name: `Copy ${name}` })).toBeInTheDocument();
}

describe('QrPage', () => {
  afterEach(() => changeLanguage('en'));

  it("on a computer shows the code first with how to scan it, then the details to type, the tenant's name and logo and when it expires", async () => {
    const asked = renderQrPage(() => ({ body: READY }));
    expect(await screen.findByRole('img', { name: 'QR code that sets up the app' })).toHaveAttribute('src', PNG);
    expect(asked).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up the app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Telecom logo' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(screen.getByText('Scan this code with the app on your phone to sign in to Acme Telecom.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['How to use it', 'Or enter the details']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Install the app on your phone and open it.',
      'On its sign-in screen, choose to scan a QR code.',
      'Point the camera at the code on this page.',
    ]);
    expectDetails();
    expect(comesBefore(screen.getByRole('img', { name: 'QR code that sets up the app' }), screen.getByRole('textbox', { name: 'Cloud ID' }))).toBe(true);
    expect(screen.getByText(/They expire on November 30, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a phone leads with installing the app and the details to type, the code below for another phone', async () => {
    onPhone('(pointer: coarse)');
    renderQrPage(() => ({ body: READY }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in on this phone' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to Acme Telecom in the app on this phone with the details below.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Sign in on this phone', 'Or scan the code']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Install the app on this phone and open it.',
      'On its sign-in screen, enter these details: tap Copy beside each one, then paste it into the app.',
    ]);
    expectDetails();
    const qr = screen.getByRole('img', { name: 'QR code that sets up the app' });
    expect(comesBefore(screen.getByRole('button', { name: 'Copy Password' }), qr)).toBe(true);
    expect(screen.queryByText(/Open this page on a computer/)).toBeNull();
  });

  it('takes a phone-sized screen for a phone, whatever its pointer', async () => {
    onPhone('(max-width: 36em)');
    renderQrPage(() => ({ body: READY }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sign in on this phone' })).toBeInTheDocument();
  });

  it('copies each value with a tap and says so, also to a screen reader', async () => {
    onPhone('(pointer: coarse)');
    vi.stubGlobal('isSecureContext', true);
    const user = userEvent.setup();
    renderQrPage(() => ({ body: READY }));
    await user.click(await screen.findByRole('button', { name: 'Copy Cloud ID' }));
    expect(await navigator.clipboard.readText()).toBe('acme');
    expect(screen.getByRole('status')).toHaveTextContent('Cloud ID copied');
    expect(screen.getByRole('button', { name: 'Copied Cloud ID' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Username' }));
    expect(await navigator.clipboard.readText()).toBe('1002@acme.demo');
    await user.click(screen.getByRole('button', { name: 'Copy Password' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('Password copied');
  });

  it('copies through the selection where the Clipboard API is refused, and selects the value when nothing can copy', async () => {
    vi.stubGlobal('isSecureContext', true);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const copied: string[] = [];
    // What the browser would copy: the selection in the text area put at the end of the page.
    const execCommand = vi.fn((command: string) => {
      const area = document.querySelector<HTMLTextAreaElement>('body > textarea');
      copied.push(`${command}:${area?.value.slice(area.selectionStart, area.selectionEnd)}`);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    renderQrPage(() => ({ body: READY }));
    await user.click(await screen.findByRole('button', { name: 'Copy Username' }));
    expect(copied).toEqual(['copy:1002@acme.demo']);
    expect(document.querySelector('body > textarea')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Username copied');
    expect(screen.getByRole('button', { name: 'Copied Username' })).toHaveFocus();

    execCommand.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Copy Cloud ID' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy Cloud ID: its text is selected, copy it from the field.');
    const field = screen.getByRole('textbox', { name: 'Cloud ID' }) as HTMLInputElement;
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'acme'.length]);
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('says plainly that a code is no longer valid, naming no one', async () => {
    renderQrPage(() => ({ status: 404, body: invalid }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This code cannot be used');
    expect(alert).toHaveTextContent(invalid.message);
    expect(screen.queryByRole('img', { name: 'QR code that sets up the app' })).toBeNull();
  });

  it("speaks the browser's language to someone who never chose one, and lets them choose", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    renderQrPage(() => ({ status: 404, body: invalid }));
    expect(await screen.findByRole('heading', { level: 1, name: "Configurer l'application" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Ce code QR n'est plus valide."));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'pt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurar o aplicativo' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  });
});
