import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { AppManagementPage } from '../src/features/app-management/app-management-page';
import type { Creds } from '../src/lib/session';
import { domainUsers, platformUser } from './support/app-management';
import { callsMade, stubCalls, type OutputOf } from './support/fake-api';
import { renderRoutes } from './support/render';
import { ACME_SIMPLE, PROVIDER_ADMIN, signInAs } from './support/sessions';

const DOMAINS = {
  own: [
    { domain: 'acme.example', description: 'acme.example (acme)' },
    { domain: 'branch.example', description: 'Branch office' },
  ],
  globex: [{ domain: 'globex.example', description: '' }],
} satisfies Record<string, OutputOf<'getAllDomains'>>;
const settings = (domain: string) => ({ domain, device_limit: 4, provisioning: false, quick_dial: false, recording: false, textable: false, config_version: 1 });

/**
 * App Management for `creds`, at `entry`, answering the calls it makes once a domain is shown
 * plainly; `asked` keeps each call's name and body.
 */
function renderAt(creds: Creds, entry: string | { pathname: string; search?: string; state?: unknown }) {
  signInAs(creds);
  const fetch = stubCalls({
    getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }, { id: 3, cloud_id: 'globex', company: 'Globex' }] }),
    getAllDomains: (body) => ({ body: DOMAINS[body.cloud_id === 'globex' ? 'globex' : 'own'] }),
    getDomainSettings: (body) => ({ body: settings(body.domain) }),
    getCompanyDetails: () => ({ body: { textable: false, call_history: true } }),
    ...domainUsers([platformUser('1001', 'Al', 'al@acme.example')]),
    getQrMailFailures: () => ({ body: { rows: [], total: 0 } }),
  });
  const asked = () => callsMade(fetch);
  const view = renderRoutes(
    [
      { path: '/app_management', element: <AppManagementPage /> },
      { path: '/app_management/check_email', element: <p>check email</p> },
    ],
    entry as string,
  );
  return { ...view, asked };
}

afterEach(() => queryClient.clear());

describe('AppManagementPage', () => {
  it('keeps the domain in the address: a reload shows it again, a new pick is a new history entry, Back returns', async () => {
    const { router } = renderAt(ACME_SIMPLE, '/app_management?domain=acme.example');
    const picker = await screen.findByRole('textbox', { name: 'Domain' });
    // Its description only repeated the name: the name alone.
    await waitFor(() => expect(picker).toHaveValue('acme.example'));
    expect(await screen.findByRole('switch', { name: 'Provisioning of 1001' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'branch.example — Branch office', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?domain=branch.example'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('branch.example — Branch office'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?domain=acme.example');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('acme.example'));
  });

  it('puts a domain handed over in route state (User Devices’ Cancel) into the address', async () => {
    const { router } = renderAt(ACME_SIMPLE, { pathname: '/app_management', state: { domain: 'branch.example' } });
    await waitFor(() => expect(router.state.location.search).toBe('?domain=branch.example'));
    expect(router.state.location.state).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Domain' })).toHaveValue('branch.example — Branch office'));
    expect(await screen.findByRole('switch', { name: 'Provisioning of 1001' })).toBeInTheDocument();
  });

  it("says so when the address names a domain that is not the company's, and loads nothing for it", async () => {
    const { asked } = renderAt(ACME_SIMPLE, '/app_management?domain=globex.example');
    expect(await screen.findByText('globex.example is not a domain of this company: choose one from the list')).toBeInTheDocument();
    expect(asked().map(([name]) => name)).not.toContain('getDomainSettings');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("the super tenant's tenant is in the address too, and typing in its Cloud Id searches afresh", async () => {
    const { router, asked } = renderAt(PROVIDER_ADMIN, '/app_management?cloud=acme&domain=acme.example');
    const cloud = await screen.findByRole('textbox', { name: 'Cloud Id' });
    await waitFor(() => expect(cloud).toHaveValue('acme — Acme Telecom'));
    await screen.findByRole('switch', { name: 'Provisioning of 1001' });
    expect(asked()).toContainEqual(['getAllDomains', { cloud_id: 'acme' }]);
    expect(asked()).toContainEqual(['getDomainSettings', { domain: 'acme.example', cloud_id: 'acme' }]);

    const user = userEvent.setup();
    await user.click(cloud);
    // The box empties for a new search; the current choice stays in view as its placeholder.
    expect(cloud).toHaveValue('');
    expect(cloud).toHaveAttribute('placeholder', 'acme — Acme Telecom');
    await user.type(cloud, 'glo');
    await user.click(await screen.findByRole('option', { name: 'globex — Globex', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?cloud=globex'));
    expect(cloud).toHaveValue('globex — Globex');
    // Typing right after a choice starts afresh as well.
    await user.type(cloud, 'acm');
    expect(cloud).toHaveValue('acm');
    expect(await screen.findByRole('option', { name: 'acme — Acme Telecom', hidden: true })).toBeInTheDocument();
  });

  it("the super tenant's own tenant needs no cloud in the address", async () => {
    const { router } = renderAt(PROVIDER_ADMIN, '/app_management?cloud=globex&domain=globex.example');
    const cloud = await screen.findByRole('textbox', { name: 'Cloud Id' });
    await waitFor(() => expect(cloud).toHaveValue('globex — Globex'));
    const user = userEvent.setup();
    await user.click(cloud);
    await user.type(cloud, 'demo');
    await user.click(await screen.findByRole('option', { name: 'demo — Provider', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("keeps the users table's page size, search and sort in the address beside the domain", async () => {
    const { router } = renderAt(ACME_SIMPLE, '/app_management?domain=acme.example&size=25&q=al&sort=first.desc');
    expect(await screen.findByRole('switch', { name: 'Provisioning of 1001' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('al');
    expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveValue('25');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'First name, sorted descending' }));
    expect(router.state.location.search).toBe('?domain=acme.example&size=25&q=al');
  });

  it("gives a domain's ticked users back after a reload, and not to another domain", async () => {
    const first = renderAt(ACME_SIMPLE, '/app_management?domain=acme.example');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select 1001' }));
    first.unmount();
    queryClient.clear();

    const reloaded = renderAt(ACME_SIMPLE, '/app_management?domain=acme.example');
    expect(await screen.findByRole('checkbox', { name: 'Select 1001' })).toBeChecked();
    reloaded.unmount();
    queryClient.clear();

    renderAt(ACME_SIMPLE, '/app_management?domain=branch.example');
    expect(await screen.findByRole('checkbox', { name: 'Select 1001' })).not.toBeChecked();
  });
});
