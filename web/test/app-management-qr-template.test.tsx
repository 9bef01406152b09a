import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { QrDeliveryProblems } from '../src/features/app-management/components/qr-delivery-problems';
import { QrTemplateDialog } from '../src/features/app-management/dialogs/qr-template-dialog';
import { saveSession, type Creds } from '../src/lib/session';
import { fakeApi, renderWithProviders } from './render';

const admin: Creds = { id: 3, name: 'Acme Admin', username: 'acme-admin', user_type: 'admin', cloud_id: 'acme', superuser: false };
const simple: Creds = { ...admin, id: 4, username: 'acme-simple', user_type: 'simple' };
const welcome = { id: 7, name: 'Welcome', subject: 'Your app', body: 'Hello FIRST_NAME_HERE, LINK_HERE' };
const userOf = (extension: string, email: string) => ({ user: extension, first_name: `First${extension}`, last_name: 'Last', email });

afterEach(() => queryClient.clear());

async function pickWelcome(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.click(await within(dialog).findByRole('textbox', { name: 'Template' }));
  await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
  return user;
}

describe('QrTemplateDialog', () => {
  it('fills subject and body from a picked template and saves it as Update', async () => {
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
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    const user = await pickWelcome(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Your new app');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully saved email template')).toBeInTheDocument();
    expect(saved).toEqual([{ id: 7, name: 'Welcome', subject: 'Your new app', body: welcome.body }]);
  });

  it('refuses to send without a selected user with an e-mail, without a subject or body, and with a bad cc', async () => {
    saveSession('tok', admin, '');
    vi.stubGlobal('fetch', vi.fn(fakeApi({ getTemplates: () => ({ body: [welcome] }) })));
    const { unmount } = renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[userOf('1001', '')]} onClose={() => {}} />);
    let dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    await pickWelcome(dialog);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No user with email selected! Please select users first, from checkboxes at the left.');
    unmount();

    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[userOf('1002', 'b@acme.example')]} onClose={() => {}} />);
    dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    const user = userEvent.setup();
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('b@acme.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('To, Subject and Body are mandatory fields to send an email!');
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'LINK_HERE');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cc/ }), 'boss@acme.example, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('textbox', { name: /^Cc/ })).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  });

  it('sends one emailLink per user with an address, at most 4 at once, and lists each outcome', async () => {
    saveSession('tok', admin, '');
    const sent: Array<Record<string, unknown>> = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const api = fakeApi({ getTemplates: () => ({ body: [welcome] }), getQrMailFailures: () => ({ body: [] }) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith('/emailLink')) return api(input, init);
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight--;
        const refused = { code: 'UPSTREAM_FAILED', message: 'NetSapiens answered with an error (HTTP 500). Please try again later.', messageId: 'platformServer', params: { detail: 'HTTP 500' } };
        const answer = body.extension === '1003' ? { status: 502, payload: refused } : { status: 200, payload: { message: 'Successfully Saved!', domain: 'acme.demo', extension: body.extension, expires_at: '2026-12-01T00:00:00Z' } };
        return new Response(JSON.stringify(answer.payload), { status: answer.status, headers: { 'content-type': 'application/json' } });
      }),
    );
    const users = ['1001', '1002', '1003', '1004', '1005', '1006'].map((extension) => userOf(extension, `u${extension}@acme.example`));
    users.push(userOf('1007', ''));
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={users} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    const user = await pickWelcome(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /^Cc/ }), 'boss@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const results = await within(dialog).findByRole('list', { name: 'Results' });
    expect(within(dialog).getByRole('progressbar', { name: 'Sending progress' })).toBeInTheDocument();
    await waitFor(() => expect(within(results).queryByText('Waiting')).toBeNull());
    expect(within(results).getAllByText('Sent')).toHaveLength(5);
    const failed = within(results).getAllByRole('listitem').find((item) => item.textContent?.includes('1003'));
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('NetSapiens answered with an error (HTTP 500)');
    expect(within(dialog).getByText('Not sent, no e-mail address: 1007')).toBeInTheDocument();
    expect(await screen.findByText('Unable to send an email to 1003')).toBeInTheDocument();

    expect(mostInFlight).toBe(4);
    expect(sent.map((body) => body.extension)).toEqual(['1001', '1002', '1003', '1004', '1005', '1006']);
    expect(sent[0]).toEqual({ domain: 'acme.demo', extension: '1001', recepient: 'u1001@acme.example', cc: 'boss@acme.example', subject: welcome.subject, body: welcome.body });
  });
});

describe('QrTemplateDialog for a user who is not an admin', () => {
  it("offers no Cc and sends each user's QR code to that user's own address only", async () => {
    saveSession('tok', { ...simple, user_type: 'support user' }, '');
    const sent: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          getTemplates: () => ({ body: [welcome] }),
          getQrMailFailures: () => ({ body: [] }),
          emailLink: (body) => (sent.push(body as Record<string, unknown>), { body: { message: 'Successfully Saved!', domain: 'acme.demo', extension: (body as { extension: string }).extension, expires_at: '2026-12-01T00:00:00Z' } }),
        }),
      ),
    );
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[userOf('1001', 'u1001@acme.example'), userOf('1002', 'u1002@acme.example')]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    const user = await pickWelcome(dialog);
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    expect(to).toHaveValue('u1001@acme.example, u1002@acme.example');
    expect(to).toHaveAttribute('readonly');
    expect(to).toHaveAccessibleDescription("Each user's QR code goes to the user's own e-mail address only; an administrator may send it elsewhere or add Cc.");
    expect(within(dialog).queryByRole('textbox', { name: /^Cc/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((body) => [body.extension, body.recepient, body.cc])).toEqual([
      ['1001', 'u1001@acme.example', ''],
      ['1002', 'u1002@acme.example', ''],
    ]);
  });

  it('offers the Cc to an admin', async () => {
    saveSession('tok', admin, '');
    vi.stubGlobal('fetch', vi.fn(fakeApi({ getTemplates: () => ({ body: [welcome] }) })));
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[userOf('1001', 'u1001@acme.example')]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    expect(await within(dialog).findByRole('textbox', { name: /^Cc/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'To' })).not.toHaveAccessibleDescription(/own e-mail address only/);
  });
});

describe('QrDeliveryProblems', () => {
  it('lists QR e-mails that could not be delivered, and shows nothing when there are none', async () => {
    saveSession('tok', admin, '');
    let rows = [{ extension: '1005', recipient: 'u1005@acme.example', error: '550 Mailbox unavailable', at: '2026-11-23T09:00:00.000Z' }];
    vi.stubGlobal('fetch', vi.fn(fakeApi({ getQrMailFailures: () => ({ body: rows }) })));
    const { unmount } = renderWithProviders(<QrDeliveryProblems domain="acme.demo" />);
    const table = await screen.findByRole('table', { name: 'Delivery problems' });
    expect(within(table).getByRole('row', { name: /1005 u1005@acme.example 550 Mailbox unavailable/ })).toBeInTheDocument();
    unmount();
    queryClient.clear();

    rows = [];
    renderWithProviders(<QrDeliveryProblems domain="acme.demo" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('table', { name: 'Delivery problems' })).toBeNull();
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
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[]} onClose={() => {}} />);
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
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[]} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    await user.click(await within(dialog).findByRole('textbox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete template' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete email template')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
  });

  it('lets a user who is not an admin use the templates but offers no save or delete', async () => {
    saveSession('tok', simple, '');
    vi.stubGlobal('fetch', vi.fn(fakeApi({ getTemplates: () => ({ body: [welcome] }) })));
    renderWithProviders(<QrTemplateDialog domain="acme.demo" users={[]} onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'QR-code e-mail' });
    await user.click(await within(dialog).findByRole('textbox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Welcome', hidden: true }));
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
    // They may still adapt the subject and body of the e-mail they send, but not rename the stored template.
    expect(within(dialog).getByRole('textbox', { name: 'Template name' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).not.toHaveAttribute('readonly');
    for (const name of ['Save', 'Update', 'Delete']) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
