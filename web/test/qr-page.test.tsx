import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrPage } from '../src/features/qr-page/qr-page';
import { changeLanguage } from '../src/lib/i18n';
import { fakeApi, renderRoutes } from './render';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const invalid = { code: 'NOT_FOUND', message: 'This QR code is no longer valid. Please ask your administrator to send you a new one.', messageId: 'qrCodeInvalid' };

function renderPage(answer: (body: unknown) => { status?: number; body: unknown }) {
  const asked: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(fakeApi({ getQrCode: (body) => (asked.push(body), answer(body)) })));
  renderRoutes([{ path: '/qr/:token', element: <QrPage /> }], '/qr/tok_123-abcdefghijklmn');
  return asked;
}

describe('QrPage', () => {
  afterEach(() => changeLanguage('en'));

  it("shows the code with the tenant's name and logo, how to use it and when it expires", async () => {
    const asked = renderPage(() => ({ body: { company: 'Acme Telecom', logo: '/uploads/acme.png', qr_png: PNG, expires_at: '2026-11-30T09:00:00.000Z' } }));
    expect(await screen.findByRole('img', { name: 'QR code that sets up the app' })).toHaveAttribute('src', PNG);
    expect(asked).toEqual([{ token: 'tok_123-abcdefghijklmn' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Set up the app' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Telecom logo' })).toHaveAttribute('src', '/uploads/acme.png');
    expect(screen.getByText(/sign in to Acme Telecom/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Install the app on your phone and open it.',
      'On its sign-in screen, choose to scan a QR code.',
      'Point the camera at the code on this page.',
    ]);
    expect(screen.getByText(/It expires on November 30, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly that a code is no longer valid, naming no one', async () => {
    renderPage(() => ({ status: 404, body: invalid }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This code cannot be used');
    expect(alert).toHaveTextContent(invalid.message);
    expect(screen.queryByRole('img', { name: 'QR code that sets up the app' })).toBeNull();
  });

  it("speaks the browser's language to someone who never chose one, and lets them choose", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    renderPage(() => ({ status: 404, body: invalid }));
    expect(await screen.findByRole('heading', { level: 1, name: "Configurer l'application" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Ce code QR n'est plus valide."));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'pt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurar o aplicativo' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  });
});
