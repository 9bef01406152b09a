import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { RegionPage } from '../src/features/regions/region-page';
import { formatDateTime } from '../src/lib/date-time';
import { stubCalls, type OutputOf } from './support/fake-api';
import { pick, renderWithProviders } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 5000 };

const SYNCED_AT = '2026-11-20T08:30:05.000Z';
const SYNCED: OutputOf<'getRegionSyncStatus'> = { synced_at: SYNCED_AT, every_minutes: 30, failed_at: null, failure: null };
const REGION_SYNCED = { message: 'Region Synced', message_id: 'regionSynced' as const };

describe('RegionPage', () => {
  it('lists region and domain, resyncs one domain and all of them, and reads the table again after each', async () => {
    signInAs(ACME_ADMIN);
    let map = [
      { region: 'ca-east', domain: 'acme.demo' },
      { region: 'us-east', domain: 'acme-branch.demo' },
    ];
    const sent: Array<[string, unknown]> = [];
    let reads = 0;
    stubCalls({
      getRegionMap: () => (reads++, { body: map }),
      getRegionSyncStatus: () => ({ body: SYNCED }),
      syncRegions: (body) => {
        sent.push(['syncRegions', body]);
        map = [{ region: 'us-west', domain: 'acme.demo' }, map[1] as (typeof map)[number]];
        return { body: REGION_SYNCED };
      },
      globalsyncRegions: (body) => (sent.push(['globalsyncRegions', body]), { body: REGION_SYNCED }),
    });
    renderWithProviders(<RegionPage />);
    const row = await screen.findByRole('row', { name: /acme\.demo/ }, SLOW);
    expect(within(row).getByText('ca-east')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /acme-branch\.demo/ })).toHaveTextContent('us-east');
    // Nobody but the super tenant picks a tenant.
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Resync the region of acme.demo' }));
    expect(await screen.findByText('Region Synced')).toBeInTheDocument();
    expect(sent).toEqual([['syncRegions', { domain: 'acme.demo' }]]);
    await waitFor(() => expect(screen.getByRole('row', { name: /acme\.demo/ })).toHaveTextContent('us-west'));

    const before = reads;
    await user.click(screen.getByRole('button', { name: 'Resync all' }));
    await waitFor(() => expect(sent).toEqual([['syncRegions', { domain: 'acme.demo' }], ['globalsyncRegions', {}]]));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('states that regions resync every 30 minutes and when they last did', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({ getRegionMap: () => ({ body: [] }), getRegionSyncStatus: () => ({ body: SYNCED }) });
    renderWithProviders(<RegionPage />);
    expect(await screen.findByText(`Regions resync automatically every 30 minutes. Last sync: ${formatDateTime(SYNCED_AT)}.`, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The spec's page sizes for regions (document 2 §9).
    await userEvent.setup().click(screen.getByRole('textbox', { name: 'Rows per page' }));
    expect((await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('says so when the automatic resync is switched off (every_minutes 0), and when nothing was synced yet', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({ getRegionMap: () => ({ body: [] }), getRegionSyncStatus: () => ({ body: { ...SYNCED, every_minutes: 0, synced_at: null } }) });
    renderWithProviders(<RegionPage />);
    expect(await screen.findByText('Regions resync only when asked: the automatic resync is off. No sync has completed yet.', {}, SLOW)).toBeInTheDocument();
  });

  it('says plainly that the last resync failed, when and why, and that the map is the last good one', async () => {
    signInAs(ACME_ADMIN);
    const failedAt = '2026-11-20T09:00:07.000Z';
    stubCalls({
      getRegionMap: () => ({ body: [{ region: 'ca-east', domain: 'acme.demo' }] }),
      getRegionSyncStatus: () => ({ body: { ...SYNCED, failed_at: failedAt, failure: 'The platform did not answer in time' } }),
    });
    renderWithProviders(<RegionPage />);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The last resync failed');
    expect(alert).toHaveTextContent(`The resync of ${formatDateTime(failedAt)} failed:`);
    expect(alert).toHaveTextContent('The platform did not answer in time');
    expect(alert).toHaveTextContent(`The map shown is from the last good sync, of ${formatDateTime(SYNCED_AT)}.`);
    // The map is still shown.
    expect(screen.getByRole('row', { name: /acme\.demo/ })).toBeInTheDocument();
  });

  it("lets the super tenant pick the tenant, whose map and resyncs name its cloud id", async () => {
    signInAs(PROVIDER_ADMIN);
    const asked: Array<[string, unknown]> = [];
    stubCalls({
      getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
      getRegionMap: (body) => (asked.push(['getRegionMap', body]), { body: body.cloud_id === 'acme' ? [{ region: 'ca-east', domain: 'acme.demo' }] : [] }),
      getRegionSyncStatus: (body) => (asked.push(['getRegionSyncStatus', body]), { body: SYNCED }),
      syncRegions: (body) => (asked.push(['syncRegions', body]), { body: REGION_SYNCED }),
    });
    renderWithProviders(<RegionPage />);
    const user = userEvent.setup();
    await pick(user, await screen.findByRole('textbox', { name: 'Cloud Id' }, SLOW), /acme/);
    await user.click(await screen.findByRole('button', { name: 'Resync the region of acme.demo' }, SLOW));
    await waitFor(() => expect(asked).toContainEqual(['syncRegions', { cloud_id: 'acme', domain: 'acme.demo' }]));
    expect(asked.filter(([name]) => name === 'getRegionMap').map(([, body]) => body).slice(0, 2)).toEqual([{}, { cloud_id: 'acme' }]);
  });

  it("keeps the super tenant's tenant in the address, so a reload or a link shows the same tenant's map", async () => {
    signInAs(PROVIDER_ADMIN);
    const asked: unknown[] = [];
    stubCalls({
      getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }, { id: 3, cloud_id: 'zeta', company: 'Zeta' }] }),
      getRegionMap: (body) => (asked.push(body), { body: body.cloud_id === 'acme' ? [{ region: 'ca-east', domain: 'acme.demo' }] : [] }),
      getRegionSyncStatus: () => ({ body: SYNCED }),
    });
    const { router } = renderWithProviders(<RegionPage />, '/region?cloud=acme&page=abc');
    expect(await screen.findByRole('row', { name: /acme\.demo/ }, SLOW)).toHaveTextContent('ca-east');
    // Read for the tenant of the address from the start, never for the own cloud first.
    expect(asked).toEqual([{ cloud_id: 'acme' }]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cloud Id' })).toHaveValue('acme — Acme Telecom'));

    // Another tenant goes into the address, starting its table afresh.
    await pick(userEvent.setup(), screen.getByRole('textbox', { name: 'Cloud Id' }), /Zeta/);
    await waitFor(() => expect(router.state.location.search).toBe('?cloud=zeta'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ cloud_id: 'zeta' }));
  });

  it('ignores a tenant in the address for anyone but the super tenant', async () => {
    signInAs(ACME_ADMIN);
    const asked: unknown[] = [];
    stubCalls({ getRegionMap: (body) => (asked.push(body), { body: [] }), getRegionSyncStatus: () => ({ body: SYNCED }) });
    renderWithProviders(<RegionPage />, '/region?cloud=zeta');
    await waitFor(() => expect(asked).toEqual([{}]));
  });
});
