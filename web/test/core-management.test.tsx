import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { CoreManagementPage } from '../src/features/regions/core-management-page';
import { formatDateTime } from '../src/lib/date-time';
import { stubCalls, type OutputOf } from './support/fake-api';
import { holdAnswer } from './support/held';
import { confirmWith, pick, renderWithProviders } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 5000 };

type Core = OutputOf<'getCoresInfo'>[number];
const core = (region: string, name: string, down = false, changed: Pick<Core, 'changed_by' | 'changed_at'> = { changed_by: null, changed_at: null }): Core => ({
  region,
  core: name,
  location: 'Toronto',
  host: `${name}.sip.demo`,
  port_tcp: '5060',
  port_tls: '5061',
  status: 'up',
  down,
  ...changed,
});
const CHANGED_AT = '2026-11-20T08:30:05.000Z';

describe('CoreManagementPage', () => {
  it('groups the cores by region and shows who last changed one, and when', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({
      getCoresInfo: () => ({
        body: [core('us-east', 'core1-nyc'), core('ca-east', 'core2-tor', true, { changed_by: 'acme-admin', changed_at: CHANGED_AT }), core('ca-east', 'core1-tor')],
      }),
    });
    renderWithProviders(<CoreManagementPage />);
    const regions = await screen.findAllByRole('heading', { level: 2 }, SLOW);
    expect(regions.map((heading) => heading.textContent)).toEqual(['Region ca-east', 'Region us-east']);
    const caEast = screen.getByRole('table', { name: 'Region ca-east' });
    expect(within(caEast).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['core1-torToronto', 'core2-torToronto']);
    expect(within(caEast).getByRole('switch', { name: 'core1-tor up' })).toBeChecked();
    const down = within(caEast).getByRole('row', { name: /core2-tor/ });
    expect(within(down).getByRole('switch', { name: 'core2-tor up' })).not.toBeChecked();
    expect(within(down).getByText('acme-admin')).toBeInTheDocument();
    expect(within(down).getByText(formatDateTime(CHANGED_AT))).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Region us-east' })).getByRole('switch', { name: 'core1-nyc up' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();
  });

  it('asks first, then marks the core down, and flips the switch only once the server said yes', async () => {
    signInAs(ACME_ADMIN);
    let rows = [core('ca-east', 'core1-tor'), core('ca-east', 'core2-tor')];
    const toggled: unknown[] = [];
    const answer = holdAnswer();
    stubCalls({
      getCoresInfo: () => ({ body: rows }),
      toggleCores: async (body) => {
        toggled.push(body);
        await answer.held;
        rows = [core('ca-east', 'core1-tor', true, { changed_by: 'acme-admin', changed_at: CHANGED_AT }), rows[1] as Core];
        return { body: { message: 'Marked down: core1-tor. Domains whose devices are reprovisioned now: 1', message_id: 'coreMarkedDown', domains: ['acme.demo'] } };
      },
    });
    renderWithProviders(<CoreManagementPage />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'core1-tor up' }, SLOW);
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Mark core1-tor down?' });
    expect(dialog).toHaveTextContent('The app devices using core1-tor move to another core of ca-east that is up, and are reprovisioned now.');
    expect(toggled).toEqual([]);
    await confirmWith(user, 'Mark down');
    await waitFor(() => expect(toggled).toEqual([{ region: 'ca-east', core: 'core1-tor', toggleValue: true }]));
    // Under way: the switch still shows the core up, and waits.
    expect(screen.getByRole('switch', { name: 'core1-tor up' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'core1-tor up' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Marked down: core1-tor. Domains whose devices are reprovisioned now: 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'core1-tor up' })).not.toBeChecked());
    expect(await screen.findByText('acme-admin')).toBeInTheDocument();
  });

  it('leaves the switch as it was when the change is cancelled or refused', async () => {
    signInAs(ACME_ADMIN);
    const toggled: unknown[] = [];
    stubCalls({
      getCoresInfo: () => ({ body: [core('ca-east', 'core1-tor', true), core('ca-east', 'core2-tor')] }),
      toggleCores: (body) => (toggled.push(body), { status: 422, body: { code: 'UNPROCESSABLE', message: 'The core core1-tor is not a core of region ca-east', messageId: 'coreUnknown', params: { core: 'core1-tor', region: 'ca-east' } } }),
    });
    renderWithProviders(<CoreManagementPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'core1-tor up' }, SLOW));
    await confirmWith(user, 'Cancel', 'Mark core1-tor up?');
    expect(toggled).toEqual([]);
    await user.click(screen.getByRole('switch', { name: 'core1-tor up' }));
    await confirmWith(user, 'Mark up', 'Mark core1-tor up?');
    expect(await screen.findByText('The core core1-tor is not a core of region ca-east')).toBeInTheDocument();
    expect(toggled).toEqual([{ region: 'ca-east', core: 'core1-tor', toggleValue: false }]);
    expect(screen.getByRole('switch', { name: 'core1-tor up' })).not.toBeChecked();
  });

  it("warns before the last core of a region that is up goes down, and the super tenant's change names the cloud", async () => {
    signInAs(PROVIDER_ADMIN);
    const toggled: unknown[] = [];
    stubCalls({
      getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Provider' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
      getCoresInfo: (body) => ({ body: body.cloud_id === 'acme' ? [core('us-east', 'core1-nyc')] : [] }),
      toggleCores: (body) => (toggled.push(body), { body: { message: 'Marked down: core1-nyc. Domains whose devices are reprovisioned now: 1', message_id: 'coreMarkedDown', domains: ['acme-branch.demo'] } }),
    });
    renderWithProviders(<CoreManagementPage />);
    const user = userEvent.setup();
    await pick(user, await screen.findByRole('textbox', { name: 'Cloud Id' }, SLOW), /acme/);
    await user.click(await screen.findByRole('switch', { name: 'core1-nyc up' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Mark core1-nyc down?' });
    expect(dialog).toHaveTextContent('It is the last core of us-east that is up: its devices move to a core of another region.');
    await confirmWith(user, 'Mark down');
    await waitFor(() => expect(toggled).toEqual([{ cloud_id: 'acme', region: 'us-east', core: 'core1-nyc', toggleValue: true }]));
  });
});
