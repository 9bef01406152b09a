import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TenantForm } from '../src/features/subscribers/components/subscriber-form';
import { stubCalls } from './support/fake-api';
import { renderPage } from './support/render';

const acme = { id: 2, accountcode: 'AC-2', cloud_id: 'acme', company: 'Acme Telecom', email: '', phone_number: '+1 555 0100', fetching_method: 'remote_api', active: true, allow_all_users: false };
const HINT = 'Fixed once the subscriber is created: every QR code and app of the tenant holds it.';
const renderForm = (subscriber: typeof acme | null) => {
  stubCalls({});
  renderPage('/subscribers/details', <TenantForm subscriber={subscriber} />);
  return screen.getByRole('textbox', { name: /^Cloud Id/ });
};

describe('SubscriberForm cloud id', () => {
  it('is read-only on edit, still shown and focusable, with the reason under it', async () => {
    const field = renderForm(acme);
    expect(field).toHaveValue('acme');
    expect(field).toHaveAttribute('readonly');
    expect(field).toBeEnabled();
    expect(field).toHaveAccessibleDescription(HINT);
    const user = userEvent.setup();
    await user.type(field, '-corp');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('acme');
  });

  it('is editable on add, without the hint', async () => {
    const field = renderForm(null);
    expect(field).not.toHaveAttribute('readonly');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    await userEvent.setup().type(field, 'initech');
    expect(field).toHaveValue('initech');
  });
});
