import type { TDeviceWorkRun } from '@mamt/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainDeviceControls } from '../src/features/app-management/components/domain-device-controls';
import { DeviceWorkPanel } from '../src/features/app-management/device-work/device-work-panel';
import { callsMade, stubCalls } from './support/fake-api';
import { confirmWith, renderWithProviders } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

const SLOW = { timeout: 5000 };

const run = (fields: Partial<TDeviceWorkRun>): TDeviceWorkRun => ({
  id: 1,
  kind: 'device-sync',
  state: 'done',
  domain: 'acme.example',
  extension: null,
  total: 0,
  done: 0,
  failed: 0,
  requested_by: 'Alice Moreau',
  created_at: '2026-11-26T10:00:00Z',
  finished_at: null,
  ...fields,
});

const syncing = run({ id: 3, state: 'running', total: 2000, done: 1200 });
const synced = { ...syncing, state: 'done' as const, done: 2000, finished_at: '2026-11-26T10:01:00Z' };
const reprovisioned = run({ id: 2, kind: 'reprovision', total: 120, done: 108, failed: 12, finished_at: '2026-11-26T09:00:30Z' });
const company = run({ id: 1, kind: 'reprovision', domain: null, total: 0, finished_at: '2026-11-25T09:00:00Z' });
const unlisted = run({ id: 4, state: 'failed', finished_at: '2026-11-26T11:00:00Z' });

afterEach(() => queryClient.clear());

describe('App Management: the Device work panel', () => {
  it('shows each run with a labelled bar, its counts and its failures in red, and asks again only while one is under way', async () => {
    signInAs(ACME_ADMIN);
    let answers = 0;
    const fetch = stubCalls({ getDeviceWorkRuns: () => ({ body: [answers++ === 0 ? syncing : synced, reprovisioned, company, unlisted] }) });
    renderWithProviders(<DeviceWorkPanel domain="acme.example" />);
    const panel = await screen.findByRole('region', { name: 'Device work' }, SLOW);
    expect(within(panel).getByText('1,200 of 2,000 devices')).toBeInTheDocument();
    expect(within(panel).getByText('Running')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Device Sync: devices done' })).toHaveAttribute('aria-valuenow', '60');
    // The domain's reprovision: 12 of its 120 devices failed, in red.
    expect(within(panel).getByText('120 of 120 devices')).toBeInTheDocument();
    expect(within(panel).getByText('12 failed')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });
    expect(within(panel).getByRole('progressbar', { name: 'Reprovisioning: devices failed' })).toHaveAttribute('aria-valuenow', '10');
    expect(within(panel).getByText('Reprovisioning of the whole company')).toBeInTheDocument();
    expect(within(panel).getByText('No app devices to work on')).toBeInTheDocument();
    expect(within(panel).getByText('The devices could not be listed, so nothing was done. Try again later.')).toBeInTheDocument();

    // Asked again after 2 s while the sync runs; once it is done, no more.
    expect(await within(panel).findByText('2,000 of 2,000 devices', undefined, SLOW)).toBeInTheDocument();
    const asked = () => callsMade(fetch).filter(([name]) => name === 'getDeviceWorkRuns').length;
    const settledAt = asked();
    // A window, not a wait for something: that no poll follows is what is tested, over longer than the 2 s interval.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(asked()).toBe(settledAt);
  });

  it('shows a Device Sync the moment it is accepted, without waiting for a poll', async () => {
    signInAs(ACME_ADMIN);
    let accepted = false;
    const fetch = stubCalls({
      getDeviceWorkRuns: () => ({ body: accepted ? [run({ id: 9, state: 'listing' })] : [] }),
      DomainLevelDeviceSync: () => ((accepted = true), { body: { message: 'All Devices in this domain will be synched in few seconds!', message_id: 'domainDevicesSyncing', run_id: 9 } }),
    });
    renderWithProviders(
      <>
        <DomainDeviceControls domain="acme.example" />
        <DeviceWorkPanel domain="acme.example" />
      </>,
    );
    const user = userEvent.setup();
    await waitFor(() => expect(callsMade(fetch).map(([name]) => name)).toContain('getDeviceWorkRuns'));
    // No run yet: no panel.
    expect(screen.queryByRole('region', { name: 'Device work' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Device Sync' }, SLOW));
    await confirmWith(user, 'Yes');
    const panel = await screen.findByRole('region', { name: 'Device work' }, { timeout: 1500 });
    expect(within(panel).getByText('Listing devices')).toBeInTheDocument();
    expect(within(panel).getByText('Finding the devices…')).toBeInTheDocument();
    expect(callsMade(fetch).filter(([name]) => name === 'getDeviceWorkRuns')).toHaveLength(2);
  });
});
