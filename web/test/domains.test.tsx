import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainsPage } from '../src/features/domains/domains-page';
import { callsMade, stubCalls, type FakeReply, type OutputOf } from './support/fake-api';
import { pick, renderRoutes } from './support/render';
import { ACME_SIMPLE, PROVIDER_ADMIN, signInAs } from './support/sessions';
import type { Creds } from '../src/lib/session';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 5000 };

type Row = OutputOf<'getTenantDomains'>[number];
const ACME: Row[] = [
  { domain: 'acme-branch.example', description: 'Branch office', region: null, provisioning: false, device_limit: 4, user_count: 22 },
  { domain: 'acme.example', description: 'acme.example (acme)', region: 'ca-east', provisioning: true, device_limit: 7, user_count: 2000 },
];
const GLOBEX: Row[] = [{ domain: 'globex.example', description: '', region: 'us-east', provisioning: false, device_limit: 20, user_count: 30 }];

/** The Domains screen for `creds` at `entry`, with App Management beside it showing where it was opened. */
function renderAt(creds: Creds, entry: string, answer: (body: { cloud_id?: string }) => FakeReply<'getTenantDomains'>) {
  signInAs(creds);
  const fetch = stubCalls({
    getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }, { id: 3, cloud_id: 'globex', company: 'Globex' }] }),
    getTenantDomains: answer,
  });
  const view = renderRoutes(
    [
      { path: '/domains', element: <DomainsPage /> },
      { path: '/app_management', element: <p>app management</p> },
    ],
    entry,
  );
  return { ...view, asked: () => callsMade(fetch).filter(([name]) => name === 'getTenantDomains').map(([, body]) => body) };
}

/** The table row whose first cell is `domain`. */
function rowOf(domain: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === domain);
  if (!row) throw new Error(`no row of ${domain}`);
  return row;
}

describe('DomainsPage', () => {
  it("lists the tenant's domains with their figures, read only, each opening in App Management", async () => {
    const { router, asked } = renderAt(ACME_SIMPLE, '/domains', () => ({ body: ACME }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' }, SLOW)).toBeInTheDocument();
    const main = await screen.findByRole('link', { name: 'Open acme.example in App Management' }, SLOW);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Domain', 'Description', 'Region', 'Provisioning', 'Device limit', 'Users']);

    const cells = (domain: string) => within(rowOf(domain)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('acme.example')).toEqual(['acme.example', 'acme.example (acme)', 'ca-east', 'On', '7', '2,000']);
    // Not in the region map yet: said so, not left blank.
    expect(cells('acme-branch.example')).toEqual(['acme-branch.example', 'Branch office', 'Not synced yet', 'Off', '4', '22']);
    // Read only, and nobody but the super tenant picks a tenant.
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();
    expect(asked()).toEqual([{}]);

    expect(main).toHaveAttribute('href', '/app_management?domain=acme.example');
    await userEvent.setup().click(main);
    expect(await screen.findByText('app management')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?domain=acme.example');
  });

  it("lets the super tenant pick a tenant, kept in the address, whose domains open in App Management with that tenant", async () => {
    const { router, asked } = renderAt(PROVIDER_ADMIN, '/domains', (body) => ({ body: body.cloud_id === 'globex' ? GLOBEX : [] }));
    const user = userEvent.setup();
    await pick(user, await screen.findByRole('textbox', { name: 'Cloud Id' }, SLOW), /^globex/);
    const link = await screen.findByRole('link', { name: 'Open globex.example in App Management' }, SLOW);
    expect(router.state.location.search).toBe('?cloud=globex');
    expect(asked()).toEqual([{}, { cloud_id: 'globex' }]);
    expect(link).toHaveAttribute('href', '/app_management?cloud=globex&domain=globex.example');

    // Its own cloud again names no cloud id, as everyone else's calls.
    await pick(user, screen.getByRole('textbox', { name: 'Cloud Id' }), /^demo/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('There is nothing here yet.')).toBeInTheDocument();
  });

  it('opens on the tenant the address names', async () => {
    const { asked } = renderAt(PROVIDER_ADMIN, '/domains?cloud=globex', (body) => ({ body: body.cloud_id === 'globex' ? GLOBEX : [] }));
    expect(await screen.findByRole('link', { name: 'Open globex.example in App Management' }, SLOW)).toBeInTheDocument();
    expect(asked()).toEqual([{ cloud_id: 'globex' }]);
  });

  it('says why when the platform cannot be read, instead of an empty list', async () => {
    const message = 'NetSapiens answered with an error (HTTP 500). Please try again later.';
    renderAt(ACME_SIMPLE, '/domains', () => ({ status: 502, body: { code: 'UPSTREAM_FAILED', message, messageId: 'platformServer', params: { detail: 'HTTP 500' } } }));
    expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
