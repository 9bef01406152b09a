import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionForm } from '../src/features/netsapiens/components/connection-form';
import { TenantForm } from '../src/features/subscribers/components/subscriber-form';
import { stubCalls, type FakeAnswers } from './support/fake-api';
import { renderPage } from './support/render';

const stored = {
  id: 3, api_url: 'http://127.0.0.1:8081', client_id: 'acme-client', delivery_webhook: '', superuser: 'acme-api@acme.demo',
  subscriber_id: 2, cloud_id: 'acme', company: 'Acme Telecom', has_client_secret: true, has_superpass: true,
};

/** The connection form, its subscriber list (acme) answered and the other calls `answers`. */
function renderConnection(connection: typeof stored | null, answers: FakeAnswers = {}) {
  stubCalls({ subscriberList: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom', superuser: false }] }), ...answers });
  return renderPage('/netsapiens/details', <ConnectionForm connection={connection} />);
}

describe('ConnectionForm', () => {
  it('shows stored secrets as empty with a hint, and tests the connection with them left empty', async () => {
    const tested: unknown[] = [];
    renderConnection(stored, { testNetsapienConnection: (body) => (tested.push(body), { body: { ok: false, result: 'credentials', message: 'x' } }) });
    expect(screen.getByLabelText('Client Secret')).toHaveValue('');
    expect(screen.getAllByText('Stored and hidden. Leave empty to keep it.')).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByRole('status')).toHaveTextContent('NetSapiens is reachable but refused the credentials.');
    expect(tested[0]).toMatchObject({ id: 3, client_secret: '', superpass: '', client_id: 'acme-client' });
  });
});

describe('ConnectionForm adding', () => {
  it('flags every starred field, the two secrets included, on the first Save', async () => {
    renderConnection(null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Fields with * are mandatory!')).toHaveLength(6);
    expect(screen.getByLabelText(/^Client Secret/, { selector: 'input' })).toHaveAccessibleDescription('Fields with * are mandatory!');
    expect(screen.getByLabelText(/^Super User Password/, { selector: 'input' })).toHaveAccessibleDescription('Fields with * are mandatory!');
  });

  it('puts the server\'s "already has a connection" under the subscriber field, once', async () => {
    const message = 'This subscriber already has a platform connection';
    const show = vi.spyOn(notifications, 'show');
    renderConnection({ ...stored, has_client_secret: true }, { createUpdateNetsapien: () => ({ status: 409, body: { code: 'CONFLICT', message, fieldErrors: { subscriber_id: message } } }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('SubscriberForm', () => {
  it('names the missing starred fields with the spec message', async () => {
    stubCalls({});
    renderPage('/subscribers/details', <TenantForm subscriber={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Fields with * are mandatory!')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Fetching Method' })).toHaveValue('remote_api');
  });
});
