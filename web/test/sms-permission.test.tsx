import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { SmsPermissionPage } from '../src/features/regions/sms-permission-page';
import { stubCalls } from './support/fake-api';
import { pick, renderWithProviders } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 5000 };

const DOMAINS = [
  { domain: 'acme.demo', description: 'Acme head office' },
  { domain: 'acme-branch.demo', description: 'Acme branch' },
  { domain: 'acme-lab.demo', description: 'Research lab' },
];

/** The domain checkboxes as they stand: each domain shown, and whether it is checked. */
const checks = () =>
  Object.fromEntries(
    within(screen.getByRole('group', { name: 'Domains' }))
      .getAllByRole('checkbox')
      .map((box) => [(box as HTMLInputElement).labels?.[0]?.textContent ?? '', (box as HTMLInputElement).checked]),
  );

function render(saved: string[], path = '/sms') {
  signInAs(ACME_ADMIN);
  let stored = saved;
  const sent: unknown[] = [];
  stubCalls({
    getAllDomains: () => ({ body: DOMAINS }),
    getDomainsChecked: () => ({ body: stored.map((domain) => ({ domain })) }),
    checkUncheckDomains: (body) => {
      sent.push(body);
      stored = body.domains;
      return { body: { message: `SMS/MMS permission saved. Domains that may send messages: ${body.domains.length}`, message_id: 'smsPermissionSaved', domains: body.domains } };
    },
  });
  const view = renderWithProviders(<SmsPermissionPage />, path);
  return { sent, user: userEvent.setup(), router: view.router };
}

describe('SmsPermissionPage', () => {
  it('keeps its search in the address: a reload or a link shows the same domains', async () => {
    const { user, router } = render(['acme-branch.demo'], '/sms?q=lab');
    await screen.findByRole('checkbox', { name: /acme-lab\.demo/ }, SLOW);
    expect(screen.getByRole('textbox', { name: 'Search domains' })).toHaveValue('lab');
    expect(checks()).toEqual({ 'acme-lab.demo': false });
    await user.clear(screen.getByRole('textbox', { name: 'Search domains' }));
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'branch');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('branch');
    await user.clear(screen.getByRole('textbox', { name: 'Search domains' }));
    expect(router.state.location.search).toBe('');
  });

  it('checks the saved domains, searches them, and tells the user to click Save', async () => {
    render(['acme-branch.demo']);
    await screen.findByRole('checkbox', { name: /acme-branch\.demo/ }, SLOW);
    expect(checks()).toEqual({ 'acme.demo': false, 'acme-branch.demo': true, 'acme-lab.demo': false });
    expect(screen.getByText('1 of 3 domains checked')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Check or uncheck domains, then click Save to apply the changes.');
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'lab');
    expect(checks()).toEqual({ 'acme-lab.demo': false });
    await user.clear(screen.getByRole('textbox', { name: 'Search domains' }));
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'BRANCH');
    expect(checks()).toEqual({ 'acme-branch.demo': true });
    await user.clear(screen.getByRole('textbox', { name: 'Search domains' }));
    await user.type(screen.getByRole('textbox', { name: 'Search domains' }), 'nothing');
    expect(screen.getByText('No domain matches the search.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Search domains' }));
    await user.click(screen.getByRole('checkbox', { name: /acme\.demo/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes: click Save to apply them.');
  });

  it('Check All checks every domain; unchecking it puts back the saved set', async () => {
    const { user } = render(['acme-branch.demo']);
    const all = await screen.findByRole('checkbox', { name: 'Check All' }, SLOW);
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    // A change made before Check All is not the saved set: unchecking it forgets that change too.
    await user.click(screen.getByRole('checkbox', { name: /acme-lab\.demo/ }));
    await user.click(all);
    expect(checks()).toEqual({ 'acme.demo': true, 'acme-branch.demo': true, 'acme-lab.demo': true });
    expect(all).toBeChecked();
    await user.click(all);
    expect(checks()).toEqual({ 'acme.demo': false, 'acme-branch.demo': true, 'acme-lab.demo': false });
    expect(screen.getByRole('status')).toHaveTextContent('Check or uncheck domains, then click Save to apply the changes.');
  });

  it('Check All checks every domain even while a search shows only some', async () => {
    const { user } = render([]);
    await user.type(await screen.findByRole('textbox', { name: 'Search domains' }, SLOW), 'lab');
    await user.click(screen.getByRole('checkbox', { name: 'Check All' }));
    expect(screen.getByText('3 of 3 domains checked')).toBeInTheDocument();
  });

  it('Save sends the checked domains, toasts the answer and reads the saved set again', async () => {
    const { sent, user } = render(['acme-branch.demo']);
    await user.click(await screen.findByRole('checkbox', { name: /acme-lab\.demo/ }, SLOW));
    await user.click(screen.getByRole('checkbox', { name: /acme-branch\.demo/ }));
    await user.click(screen.getByRole('checkbox', { name: /acme\.demo/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SMS/MMS permission saved. Domains that may send messages: 2')).toBeInTheDocument();
    expect(sent).toEqual([{ domains: ['acme-lab.demo', 'acme.demo'] }]);
    // What was saved is now the set that unchecking Check All puts back.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('click Save to apply the changes'));
    const all = screen.getByRole('checkbox', { name: 'Check All' });
    await user.click(all);
    await user.click(all);
    expect(checks()).toEqual({ 'acme.demo': true, 'acme-branch.demo': false, 'acme-lab.demo': true });
  });

  it('unchecking Check All when every domain was saved unchecks them all (else it would do nothing)', async () => {
    const { user } = render(DOMAINS.map((row) => row.domain));
    const all = await screen.findByRole('checkbox', { name: 'Check All' }, SLOW);
    expect(all).toBeChecked();
    await user.click(all);
    expect(checks()).toEqual({ 'acme.demo': false, 'acme-branch.demo': false, 'acme-lab.demo': false });
  });

  it("lets the super tenant pick the tenant, whose domains and Save name its cloud id", async () => {
    signInAs(PROVIDER_ADMIN);
    const asked: Array<[string, unknown]> = [];
    stubCalls({
      getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
      getAllDomains: (body) => (asked.push(['getAllDomains', body]), { body: body.cloud_id === 'acme' ? DOMAINS : [] }),
      getDomainsChecked: (body) => (asked.push(['getDomainsChecked', body]), { body: [] }),
      checkUncheckDomains: (body) => (asked.push(['checkUncheckDomains', body]), { body: { message: 'SMS/MMS permission saved. Domains that may send messages: 1', message_id: 'smsPermissionSaved', domains: body.domains } }),
    });
    renderWithProviders(<SmsPermissionPage />);
    const user = userEvent.setup();
    expect(await screen.findByText('This cloud has no domains on the platform.', {}, SLOW)).toBeInTheDocument();
    await pick(user, screen.getByRole('textbox', { name: 'Cloud Id' }), /acme/);
    await user.click(await screen.findByRole('checkbox', { name: /acme\.demo/ }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked).toContainEqual(['checkUncheckDomains', { cloud_id: 'acme', domains: ['acme.demo'] }]));
    expect(asked).toContainEqual(['getDomainsChecked', { cloud_id: 'acme' }]);
  });
});
