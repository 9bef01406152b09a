import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { QrTemplateDialog } from '../src/features/app-management/dialogs/qr-template-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const simple: Creds = { ...admin, id: 4, username: 'acme-simple', user_type: 'simple' };
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

  it('deletes the picked template after asking, toasts the server answer and reloads the list', async () => {
    saveSession('tok', admin, '');
    let stored = [welcome];
    let listed = 0;
    const deleted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getTemplates: () => ((listed += 1), { body: stored }),
          deleteTemplate: (body) => (deleted.push(body), (stored = []), { body: { message: 'Successfully Deleted Template' } }),
        }),
      ),
    );
    renderWithProviders(<QrTemplateDialog onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete template' });
    expect(confirm).toHaveTextContent('Delete the template Welcome?');
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully Deleted Template')).toBeInTheDocument();
    expect(deleted).toEqual([{ id: 7 }]);
    // The list reloaded without the template, and the form is back to a new one.
    await waitFor(() => expect(listed).toBe(2));
    await user.click(within(dialog).getByRole('textbox', { name: 'Template' }));
    expect(screen.queryByRole('option', { name: 'Welcome', hidden: true })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue('');
  });

  it('shows the server refusal of a delete as a toast and keeps the template', async () => {
    saveSession('tok', admin, '');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getTemplates: () => ({ body: [welcome] }),
          deleteTemplate: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Failed to delete email template' } }),
        }),
      ),
    );
    renderWithProviders(<QrTemplateDialog onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    await user.click(await within(dialog).findByRole('textbox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete template' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete email template')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
  });

  it('lets a user who is not an admin read the templates but offers no save or delete', async () => {
    saveSession('tok', simple, '');
    vi.stubGlobal('fetch', vi.fn(fakeApi({ getTemplates: () => ({ body: [welcome] }) })));
    renderWithProviders(<QrTemplateDialog onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    await user.click(await within(dialog).findByRole('textbox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveAttribute('readonly');
    for (const name of ['Save', 'Update', 'Delete']) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
