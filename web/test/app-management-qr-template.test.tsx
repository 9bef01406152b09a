import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { QrDeliveryProblems } from '../src/features/app-management/components/qr-delivery-problems';
import { QrTemplateDialog } from '../src/features/app-management/dialogs/qr-template-dialog';
import { stubCalls, type OutputOf } from './support/fake-api';
import { confirmWith, openDialog, pick, renderWithProviders, type User } from './support/render';
import { ACME_ADMIN, ACME_SIMPLE, ACME_SUPPORT, signInAs } from './support/sessions';

const welcome = { id: 7, name: 'Welcome', subject: 'Your app', body: 'Hello FIRST_NAME_HERE, LINK_HERE' };
const userOf = (extension: string, email: string) => ({ user: extension, first_name: `First${extension}`, last_name: 'Last', email });

type QrDelivery = OutputOf<'getQrMailRun'>['deliveries']['rows'][number];
type QrProblem = NonNullable<QrDelivery['problem']>;

afterEach(() => queryClient.clear());

/** The QR-code e-mail dialog of acme.demo for `users`, open. */
const openQrDialog = (users: Array<ReturnType<typeof userOf>> = []) => openDialog(<QrTemplateDialog domain="acme.demo" users={users} onClose={() => {}} />, 'QR-code e-mail');

async function pickWelcome(user: User, dialog: HTMLElement) {
  await pick(user, await within(dialog).findByRole('textbox', { name: 'Template' }), 'Welcome');
}

describe('QrTemplateDialog', () => {
  it('fills subject and body from a picked template and saves it as Update', async () => {
    signInAs(ACME_ADMIN);
    const saved: unknown[] = [];
    stubCalls({
      getTemplates: () => ({ body: [welcome] }),
      templateCreateUpdate: (body) => (saved.push(body), { body: { message: 'Successfully saved email template', template: { ...welcome, subject: 'Your new app' } } }),
    });
    const { dialog, user } = await openQrDialog();
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await pickWelcome(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Your new app');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully saved email template')).toBeInTheDocument();
    expect(saved).toEqual([{ id: 7, name: 'Welcome', subject: 'Your new app', body: welcome.body }]);
  });

  it('refuses to send without a selected user with an e-mail, without a subject or body, and with a bad cc', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({ getTemplates: () => ({ body: [welcome] }) });
    const first = await openQrDialog([userOf('1001', '')]);
    await pickWelcome(first.user, first.dialog);
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Send' }));
    expect(within(first.dialog).getByRole('alert')).toHaveTextContent('No user with email selected! Please select users first, from checkboxes at the left.');
    first.unmount();

    const { dialog, user } = await openQrDialog([userOf('1002', 'b@acme.example')]);
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('b@acme.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('To, Subject and Body are mandatory fields to send an email!');
    await user.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'LINK_HERE');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cc/ }), 'boss@acme.example, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('textbox', { name: /^Cc/ })).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  });

  it('sends the chosen users with an address in one call, then shows where each mail stands until all settle, and sends the failed one again', async () => {
    signInAs(ACME_ADMIN);
    const sends: Array<Record<string, unknown>> = [];
    const resends: unknown[] = [];
    // The mails of the send settle one poll after another: queued, then all but 1003 sent.
    let polls = 0;
    const delivery = (extension: string, status: QrDelivery['status'], problem?: QrProblem): QrDelivery => ({ id: Number(extension), extension, name: `First${extension} Last`, recipient: `u${extension}@acme.example`, status, attempts: 1, updated_at: '2026-11-26T10:00:00Z', ...(problem ? { problem } : {}) });
    const unreachable: QrProblem = { message: 'The mail server could not be reached. Check that it is running and that its address and port are right, then send again.', message_id: 'mailServerUnreachable' };
    const extensions = ['1001', '1002', '1003', '1004', '1005', '1006'];
    const runAnswer = () => {
      polls += 1;
      const settled = polls > 1;
      const rows = extensions.map((extension) => (!settled ? delivery(extension, 'queued') : extension === '1003' ? delivery(extension, 'failed', unreachable) : delivery(extension, 'sent')));
      const counts = { queued: settled ? 0 : 6, retrying: 0, sent: settled ? 5 : 0, failed: settled ? 1 : 0, kept: 0 };
      return { body: { run: { id: 9, domain: 'acme.demo', sent_by: 'Acme Admin', subject: 'Your app', cc: '', created_at: '2026-11-26T10:00:00Z', total: 6, counts }, deliveries: { rows, total: 6 } } };
    };
    stubCalls({
      getTemplates: () => ({ body: [welcome] }),
      sendQrMails: (body) => (sends.push(body), { body: { message: 'Successfully Saved!', run_id: 9, queued: 6, skipped: [], mail_server: true, expires_at: '2026-12-03T00:00:00Z' } }),
      getQrMailRun: runAnswer,
      getRecentQrMailRuns: () => ({ body: [] }),
      getQrMailFailures: () => ({ body: { rows: [], total: 0 } }),
      resendQrMails: (body) => (resends.push(body), { body: { message: 'Successfully Saved!', queued: 1, skipped: [] } }),
    });
    const users = extensions.map((extension) => userOf(extension, `u${extension}@acme.example`));
    users.push(userOf('1007', ''));
    const { dialog, user } = await openQrDialog(users);
    await pickWelcome(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('u1001@acme.example, u1002@acme.example, u1003@acme.example and 3 more');
    await user.type(within(dialog).getByRole('textbox', { name: /^Cc/ }), 'boss@acme.example');
    // A double click sends once.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send to 6 users' }));

    const results = await within(dialog).findByRole('list', { name: 'Results' });
    expect(within(dialog).getByRole('progressbar', { name: 'Sent' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('Finished: 5 sent, 1 failed, 0 not sent, of 6')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(results).getAllByText('Sent')).toHaveLength(5);
    const failed = within(results).getAllByRole('listitem').find((item) => item.textContent?.includes('1003'));
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent(unreachable.message);
    expect(sends).toEqual([{ domain: 'acme.demo', extensions, cc: 'boss@acme.example', subject: welcome.subject, body: welcome.body }]);
    // Settled, the send is no longer asked for: the lists of its outcome are read again once, not in a loop.
    const asked = () => vi.mocked(fetch).mock.calls.filter(([url]) => /getQrMailRun$|getRecentQrMailRuns$|getQrMailFailures$/.test(String(url))).length;
    const settledAt = asked();
    // A window, not a wait for something: that no poll follows is what is tested, over longer than the 1.5 s live polling interval.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(asked() - settledAt).toBeLessThanOrEqual(3);

    await user.click(within(dialog).getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText('1 e-mail is being sent again')).toBeInTheDocument();
    expect(resends).toEqual([{ domain: 'acme.demo', run_id: 9, delivery_ids: [] }]);
  });

  it('says so when no mail server is set up, and which chosen users were not sent the mail', async () => {
    signInAs(ACME_ADMIN);
    const settled = { run: { id: 3, domain: 'acme.demo', sent_by: 'Acme Admin', subject: 'S', cc: '', created_at: '2026-11-26T10:00:00Z', total: 1, counts: { queued: 0, retrying: 0, sent: 0, failed: 0, kept: 1 } }, deliveries: { rows: [], total: 1 } };
    stubCalls({
      getTemplates: () => ({ body: [welcome] }),
      sendQrMails: () => ({ body: { message: 'Successfully Saved!', run_id: 3, queued: 1, skipped: [{ extension: '1002', problem: { message: 'Extension 1002 is not a user of domain acme.demo', message_id: 'extensionNotInDomain', params: { extension: '1002', domain: 'acme.demo' } } }], mail_server: false, expires_at: '2026-12-03T00:00:00Z' } }),
      getQrMailRun: () => ({ body: settled }),
      getRecentQrMailRuns: () => ({ body: [] }),
      getQrMailFailures: () => ({ body: { rows: [], total: 0 } }),
    });
    const { dialog, user } = await openQrDialog([userOf('1001', 'a@acme.example'), userOf('1002', 'b@acme.example')]);
    await pickWelcome(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 users' }));
    expect(await within(dialog).findByText('No mail server is set up')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 user chosen was not sent the e-mail: 1002: Extension 1002 is not a user of domain acme.demo/)).toBeInTheDocument();
    expect(await within(dialog).findByText('Finished: 0 sent, 0 failed, 1 not sent, of 1')).toBeInTheDocument();
  });
});

describe('QrTemplateDialog for a user who is not an admin', () => {
  it("offers no Cc and sends each user's QR code to that user's own address only", async () => {
    signInAs(ACME_SUPPORT);
    const sent: Array<Record<string, unknown>> = [];
    stubCalls({
      getTemplates: () => ({ body: [welcome] }),
      getQrMailFailures: () => ({ body: { rows: [], total: 0 } }),
      getRecentQrMailRuns: () => ({ body: [] }),
      getQrMailRun: () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'This QR e-mail send was not found' } }),
      sendQrMails: (body) => (sent.push(body), { body: { message: 'Successfully Saved!', run_id: 1, queued: 2, skipped: [], mail_server: true, expires_at: '2026-12-01T00:00:00Z' } }),
    });
    const { dialog, user } = await openQrDialog([userOf('1001', 'u1001@acme.example'), userOf('1002', 'u1002@acme.example')]);
    await pickWelcome(user, dialog);
    const to = within(dialog).getByRole('textbox', { name: 'To' });
    expect(to).toHaveValue('u1001@acme.example, u1002@acme.example');
    expect(to).toHaveAttribute('readonly');
    expect(to).toHaveAccessibleDescription("Each user's QR code goes to the user's own e-mail address only; an administrator may send it elsewhere or add Cc.");
    expect(within(dialog).queryByRole('textbox', { name: /^Cc/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 users' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ extensions: ['1001', '1002'], cc: '' });
  });

  it('offers the Cc to an admin', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({ getTemplates: () => ({ body: [welcome] }) });
    const { dialog } = await openQrDialog([userOf('1001', 'u1001@acme.example')]);
    expect(await within(dialog).findByRole('textbox', { name: /^Cc/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'To' })).not.toHaveAccessibleDescription(/own e-mail address only/);
  });
});

/** 1005's QR e-mail, refused by the mail server for `problem`. */
const failedFor1005 = (problem: QrProblem): OutputOf<'getQrMailFailures'>['rows'][number] => ({
  delivery_id: 41,
  extension: '1005',
  name: 'Ana Lima',
  recipient: 'u1005@acme.example',
  status: 'failed',
  error: problem.message,
  problem,
  at: '2026-11-23T09:00:00.000Z',
});
const NO_SERVER: QrProblem = { message: 'No mail server is set up, so the e-mail was kept in the outbox and not sent. Ask your provider to set one up, then send again.', message_id: 'mailNotConfigured' };

describe('QrDeliveryProblems', () => {
  it('counts and sends again every undelivered e-mail the server counts, not only the newest it lists', async () => {
    signInAs(ACME_ADMIN);
    const listed = Array.from({ length: 100 }, (_, index) => ({ ...failedFor1005(NO_SERVER), delivery_id: 1000 + index, extension: String(2000 + index), status: 'kept' as const }));
    const resends: unknown[] = [];
    stubCalls({
      getQrMailFailures: () => ({ body: { rows: listed, total: 2000 } }),
      getRecentQrMailRuns: () => ({ body: [] }),
      resendQrMails: (body) => (resends.push(body), { body: { message: 'Successfully Saved!', queued: 2000, skipped: [] } }),
    });
    renderWithProviders(<QrDeliveryProblems domain="acme.demo" />);
    await screen.findByRole('table', { name: 'Delivery problems' });
    expect(screen.getByText('The newest 100 of 2,000 are listed below.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send all 2,000 again' }));
    await waitFor(() => expect(resends).toEqual([{ domain: 'acme.demo', delivery_ids: [], all_undelivered: true }]));
    expect(await screen.findByText('2,000 e-mails are being sent again')).toBeInTheDocument();
  });

  it('lists QR e-mails that did not reach their users in plain words, sends one or all again, and shows nothing when there are none', async () => {
    signInAs(ACME_ADMIN);
    const refused: QrProblem = { message: "The mail server refused the address u1005@acme.example. Correct the user's e-mail address on the telephony platform, then send again.", message_id: 'mailAddressRefused', params: { email: 'u1005@acme.example' } };
    let rows: OutputOf<'getQrMailFailures'>['rows'] = [failedFor1005(refused)];
    const resends: unknown[] = [];
    stubCalls({
      getQrMailFailures: () => ({ body: { rows, total: rows.length } }),
      getRecentQrMailRuns: () => ({ body: [] }),
      resendQrMails: (body) => (resends.push(body), { body: { message: 'Successfully Saved!', queued: 1, skipped: [] } }),
    });
    const { unmount } = renderWithProviders(<QrDeliveryProblems domain="acme.demo" />);
    const table = await screen.findByRole('table', { name: 'Delivery problems' });
    expect(within(table).getByRole('row', { name: /1005 · Ana Lima u1005@acme.example Failed The mail server refused the address u1005@acme.example/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Send the QR e-mail to 1005 again' }));
    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    await waitFor(() => expect(resends).toEqual([{ domain: 'acme.demo', delivery_ids: [41] }, { domain: 'acme.demo', delivery_ids: [], all_undelivered: true }]));
    unmount();
    queryClient.clear();

    rows = [];
    renderWithProviders(<QrDeliveryProblems domain="acme.demo" />);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('getQrMailFailures')).length).toBeGreaterThan(1));
    expect(screen.queryByRole('table', { name: 'Delivery problems' })).toBeNull();
  });

  it('deletes the picked template after asking, toasts the server answer and reloads the list', async () => {
    signInAs(ACME_ADMIN);
    let stored = [welcome];
    let listed = 0;
    const deleted: unknown[] = [];
    stubCalls({
      getTemplates: () => ((listed += 1), { body: stored }),
      deleteTemplate: (body) => (deleted.push(body), (stored = []), { body: { message: 'Successfully Deleted Template' } }),
    });
    const { dialog, user } = await openQrDialog();
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await pickWelcome(user, dialog);
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
    signInAs(ACME_ADMIN);
    stubCalls({
      getTemplates: () => ({ body: [welcome] }),
      deleteTemplate: () => ({ status: 500, body: { code: 'INTERNAL', message: 'Failed to delete email template' } }),
    });
    const { dialog, user } = await openQrDialog();
    await pickWelcome(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await confirmWith(user, 'Delete', 'Delete template');
    expect(await screen.findByText('Failed to delete email template')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
  });

  it('lets a user who is not an admin use the templates but offers no save or delete', async () => {
    signInAs(ACME_SIMPLE);
    stubCalls({ getTemplates: () => ({ body: [welcome] }) });
    const { dialog, user } = await openQrDialog();
    await pickWelcome(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).toHaveValue(welcome.body);
    // They may still adapt the subject and body of the e-mail they send; templates are the administrators' to name and save, which the picker says.
    expect(within(dialog).queryByRole('textbox', { name: 'Template name' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Template' })).toHaveAccessibleDescription('Only administrators can save, change or delete templates.');
    expect(within(dialog).getByRole('textbox', { name: 'Body' })).not.toHaveAttribute('readonly');
    for (const name of ['Save', 'Update', 'Delete']) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
