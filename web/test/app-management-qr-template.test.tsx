import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { QrTemplateDialog } from '../src/features/app-management/dialogs/qr-template-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const welcome = { id: 7, name: 'Welcome', subject: 'Your app', body: 'Hello FIRST_NAME_HERE, LINK_HERE' };

afterEach(() => queryClient.clear());

describe('QrTemplateDialog', () => {
  it('fills subject and body from a picked template, saves it as Update, and does not pretend to send', async () => {
    saveSession('tok', admin, '');
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getTemplates: () => ({ body: [welcome] }),
          templateCreateUpdate: (body) => (saved.push(body), { body: { message: 'Successfully saved email template', template: { ...welcome, subject: 'Your new app' } } }),
        }),
      ),
    );
    renderWithProviders(<QrTemplateDialog onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Your new app');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully saved email template')).toBeInTheDocument();
    expect(saved).toEqual([{ id: 7, name: 'Welcome', subject: 'Your new app', body: welcome.body }]);
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  });
});
