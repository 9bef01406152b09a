import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { FLEET_MIN_REFRESH_MS, FLEET_PENDING_REFETCH_MS, fleetRefetchMs } from '../src/features/fleet/api/use-fleet';
import { FleetPage } from '../src/features/fleet/fleet-page';
import { changeLanguage } from '../src/lib/i18n';
import type { Creds } from '../src/lib/session';
import { captureCsv } from './support/downloads';
import { callsMade, stubCalls, type FakeAnswers, type OutputOf } from './support/fake-api';
import { confirmWith, pick, renderWithProviders } from './support/render';
import { ACME_ADMIN, ACME_SUPPORT, PROVIDER_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());
const SLOW = { timeout: 5000 };

type Fleet = OutputOf<'getFleet'>;
type Device = OutputOf<'listFleetDevices'>['rows'][number];

const AT = '2026-11-20T08:30:00.000Z';

const device = (extension: string, changes: Partial<Device> = {}): Device => ({
  cloud_id: 'acme',
  domain: 'd01.acme.demo',
  extension,
  subscriber_login: `${extension}@d01.acme.demo`,
  device: `${extension}-phone`,
  platform: 'ios',
  app_version: '4.2.0',
  installed_at: AT,
  last_provisioned_at: AT,
  up_to_date: true,
  core: 'core-a',
  registration_expires_at: AT,
  user_agent: 'MAMT/4.2.0',
  registration_error: '',
  ...changes,
});

const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-10-${String(i + 1).padStart(2, '0')}`, installs: i % 3, refusals: i % 5 === 0 ? 1 : 0 }));

/** Acme's fleet: 12 apps, 3 behind (one stale), one never registered, a blocked login and a domain's undelivered mails. */
function fleetOf(changes: Partial<Fleet> = {}): Fleet {
  return {
    cloud_id: 'acme',
    figures: { installed: 12, active: 9, latest: 9, behind: 3, registered: 10, unregistered: 2, blocked_logins: 1, undelivered_mails: 4 },
    charts: {
      days,
      platforms: [{ name: 'ios', devices: 7 }, { name: 'android', devices: 5 }],
      app_versions: [{ name: '4.2.0', devices: 10 }, { name: 'other', devices: 2 }],
      cores: [{ cloud_id: 'acme', core: 'core-a', devices: 8, down: false }, { cloud_id: 'acme', core: 'core-b', devices: 2, down: true }],
      refusal_reasons: [{ reason: 'not-allowed', refusals: 5 }, { reason: 'credentials', refusals: 2 }],
    },
    attention: {
      stale: { after_minutes: 1440, total: 1, rows: [device('1003', { up_to_date: false, last_provisioned_at: '2026-11-18T08:30:00.000Z' })] },
      never_registered: { total: 1, rows: [device('1004', { core: '', registration_expires_at: null, registration_error: '401 Unauthorized: wrong password' })] },
      blocked_logins: { total: 1, rows: [{ id: 7, cloud_id: 'acme', login_user: '1009@d01.acme.demo', blocked_at: AT }] },
      undelivered_mails: [{ cloud_id: 'acme', domain: 'd02.acme.demo', count: 4 }],
      provisioning_off: [],
      cores_down: [{ cloud_id: 'acme', core: 'core-b', devices: 2, down: true }],
    },
    domains: [
      { cloud_id: 'acme', domain: 'd01.acme.demo', installed: 12, active: 9, behind: 3, registered: 10, never_registered: 1, undelivered_mails: 0, provisioning: true },
      { cloud_id: 'acme', domain: 'd02.acme.demo', installed: 0, active: 0, behind: 0, registered: 0, never_registered: 0, undelivered_mails: 4, provisioning: false },
    ],
    registration: { cache_seconds: 60, read_at: AT, pending: 0, failures: [] },
    generated_at: AT,
    ...changes,
  };
}

/** The screen as `creds` opens it at `path`, getFleet answered by `fleet()` (read anew on each call) and the other calls by `more`. */
function openFleet(creds: Creds, fleet: () => Fleet = () => fleetOf(), more: FakeAnswers = {}, path = '/fleet') {
  signInAs(creds);
  const fetch = stubCalls({ getFleet: () => ({ body: fleet() }), ...more });
  const view = renderWithProviders(<FleetPage />, path);
  return { fetch, ...view, user: userEvent.setup() };
}

const asked = (fetch: ReturnType<typeof stubCalls>, name: string) => callsMade(fetch).filter(([call]) => call === name).map(([, input]) => input);
const figure = (name: RegExp) => screen.getByRole('link', { name });

describe('FleetPage', () => {
  it('shows the figures, the registration freshness, the charts as text and the attention list from one getFleet answer', async () => {
    const { fetch } = openFleet(ACME_ADMIN);
    const installed = await screen.findByRole('link', { name: /^Apps installed/ }, SLOW);
    expect(installed).toHaveTextContent('12');
    expect(figure(/^Active \(7 days\)/)).toHaveTextContent('9of 12 installed');
    expect(figure(/^Behind the configuration/)).toHaveTextContent('3');
    expect(figure(/^Not registered/)).toHaveTextContent('2');
    expect(figure(/^Blocked logins/)).toHaveAttribute('href', '#fleet-attention-blocked');
    expect(figure(/^QR e-mails not delivered/)).toHaveTextContent('4');
    expect(screen.getByText(/^Registration as of .* · kept 60 s$/)).toBeInTheDocument();
    expect(asked(fetch, 'getFleet')).toEqual([{}]);

    // Each chart has a visible caption and its figures as a table for screen readers.
    const cores = screen.getByRole('figure', { name: 'Devices registered per core' });
    expect(within(cores).getByRole('row', { name: /core-b 2 Marked down/ })).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Devices per app version' })).getByRole('row', { name: 'Other 2' })).toBeInTheDocument();
    const reasons = screen.getByRole('figure', { name: 'Provisioning refusals per reason, last 30 days' });
    expect(within(reasons).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Provisioning not allowed5', 'Wrong credentials2']);

    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByText('401 Unauthorized: wrong password')).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'Devices of 1004@d01.acme.demo' })).toHaveAttribute('href', '/app_management/user_devices?domain=d01.acme.demo&user=1004%40d01.acme.demo');
    expect(within(attention).getByRole('link', { name: 'Open Core Management for core-b' })).toHaveAttribute('href', '/core_management');
    expect(within(attention).queryByText('Provisioning switched off with apps installed')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Per domain' })).getByRole('link', { name: 'Open d02.acme.demo in App Management' })).toHaveAttribute('href', '/app_management?domain=d02.acme.demo');
  });

  it('opens the list behind a figure, paged by the server, its list and page in the address', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => device(String(2001 + i), { up_to_date: false }));
    const { fetch, router, user } = openFleet(ACME_ADMIN, () => fleetOf(), {
      listFleetDevices: (input) => ({ body: { rows: input.page === 2 ? [device('3001', { up_to_date: false })] : rows, total: 26 } }),
    });
    await user.click(await screen.findByRole('link', { name: /^Behind the configuration/ }, SLOW));
    const list = await screen.findByRole('region', { name: 'Behind the configuration' });
    expect(await within(list).findByRole('link', { name: 'Devices of 2001@d01.acme.demo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=behind');
    expect(asked(fetch, 'listFleetDevices')).toEqual([{ list: 'behind', page: 1, page_size: 25 }]);

    await user.click(within(list).getByRole('button', { name: 'Page 2' }));
    expect(await within(list).findByRole('link', { name: 'Devices of 3001@d01.acme.demo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=behind&page=2');
    expect(asked(fetch, 'listFleetDevices').at(-1)).toEqual({ list: 'behind', page: 2, page_size: 25 });
  });

  it('opens a list named in the address, exports the whole list read 500 rows at a time, and has the server search and sort it', async () => {
    const all = Array.from({ length: 501 }, (_, i) => device(String(5000 + i), { core: '' }));
    const { fetch, user } = openFleet(ACME_ADMIN, () => fleetOf(), {
      listFleetDevices: ({ page = 1, page_size = 25 }) => ({ body: { rows: all.slice((Number(page) - 1) * Number(page_size), Number(page) * Number(page_size)), total: all.length } }),
    }, '/fleet?list=unregistered&domain=d01.acme.demo');
    const list = await screen.findByRole('region', { name: 'Not registered on d01.acme.demo' }, SLOW);
    const csv = captureCsv();
    await user.click(await within(list).findByRole('button', { name: 'Export CSV (501)' }));
    const lines = await csv.lines(0);
    expect(lines[0]).toBe('Login,Device,Platform,App version,Installed,Last provisioned,Up to date,Core,Registered until,Platform\'s last word');
    expect(lines.filter((line) => line !== '')).toHaveLength(502);
    expect(lines[1]).toMatch(/^5000@d01\.acme\.demo,5000-phone,ios,4\.2\.0,.*,Yes,Not registered,/);
    expect(asked(fetch, 'listFleetDevices').slice(1)).toEqual([
      { list: 'unregistered', domain: 'd01.acme.demo', page: 1, page_size: 500 },
      { list: 'unregistered', domain: 'd01.acme.demo', page: 2, page_size: 500 },
    ]);

    // The server searches and sorts the whole list: a search and a column's order are asked of it.
    await user.type(within(list).getByRole('textbox', { name: 'Search' }), '4.2');
    await waitFor(() => expect(asked(fetch, 'listFleetDevices').at(-1)).toEqual({ list: 'unregistered', domain: 'd01.acme.demo', search: '4.2', page: 1, page_size: 25 }));
    await user.click(within(list).getByRole('button', { name: 'Sort by Device' }));
    await waitFor(() =>
      expect(asked(fetch, 'listFleetDevices').at(-1)).toEqual({ list: 'unregistered', domain: 'd01.acme.demo', search: '4.2', sort: 'device', order: 'asc', page: 1, page_size: 25 }),
    );
    expect(within(list).getByRole('columnheader', { name: /^Device/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('reprovisions a stale device, then reads the figures again', async () => {
    let reads = 0;
    const reprovisioned: unknown[] = [];
    const { user } = openFleet(ACME_ADMIN, () => (reads++ === 0 ? fleetOf() : fleetOf({ figures: { ...fleetOf().figures, behind: 2 } })), {
      reprovisionByForce: (input) => (reprovisioned.push(input), { body: { message: 'Reprovisioning started', run_id: 3 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reprovision 1003@d01.acme.demo' }, SLOW));
    expect(await screen.findByText('Reprovisioning started')).toBeInTheDocument();
    expect(reprovisioned).toEqual([{ cloud_id: 'acme', domain: 'd01.acme.demo', extension: '1003' }]);
    await waitFor(() => expect(figure(/^Behind the configuration/)).toHaveTextContent(/^Behind the configuration2/));
    expect(reads).toBe(2);
  });

  it('unblocks a login and resends a domain\'s undelivered mails, reading the figures again after each', async () => {
    let reads = 0;
    const sent: Array<[string, unknown]> = [];
    const { user } = openFleet(ACME_ADMIN, () => (reads++, fleetOf()), {
      unBlockUser: (input) => (sent.push(['unBlockUser', input]), { body: { message: 'User unblocked successfully', message_id: 'userUnblocked' } }),
      resendQrMails: (input) => (sent.push(['resendQrMails', input]), { body: { message: 'Sent again', queued: 4, skipped: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Unblock 1009@d01.acme.demo' }, SLOW));
    await confirmWith(user, 'Unblock');
    expect(await screen.findByText('User unblocked successfully')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Resend the undelivered QR e-mails of d02.acme.demo' }));
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBe(3));
    expect(sent).toEqual([
      ['unBlockUser', { id: 7, login_user: '1009@d01.acme.demo' }],
      ['resendQrMails', { cloud_id: 'acme', domain: 'd02.acme.demo', all_undelivered: true }],
    ]);
  });

  it('tells a failed registration read plainly, naming its domain, while the figures still show', async () => {
    const registration = { cache_seconds: 60, read_at: AT, pending: 0, failures: [{ cloud_id: 'acme', domain: 'd03.acme.demo', message: 'The platform refused the sign-in', failed_at: AT }] };
    openFleet(ACME_ADMIN, () => fleetOf({ registration }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The registrations of d03.acme.demo could not be read');
    expect(alert).toHaveTextContent('The platform refused the sign-in');
    expect(figure(/^Apps installed/)).toHaveTextContent('12');
  });

  it('reads the summary again while domains are still being read, until none is', async () => {
    let reads = 0;
    const registration = (pending: number) => ({ cache_seconds: 60, read_at: null, pending, failures: [] });
    openFleet(ACME_ADMIN, () => fleetOf({ registration: registration(reads++ === 0 ? 2 : 0) }));
    expect(await screen.findByText('2 domains still being read', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Registration not read yet · kept 60 s')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2 domains still being read')).toBeNull(), { timeout: FLEET_PENDING_REFETCH_MS + 3000 });
    expect(reads).toBe(2);
  });

  it('is read again, when left open, once the registration it shows may have been read anew', () => {
    const registration = (cache_seconds: number, pending = 0) => fleetOf({ registration: { cache_seconds, read_at: null, pending, failures: [] } });
    expect(fleetRefetchMs(undefined)).toBe(false);
    expect(fleetRefetchMs(registration(120, 3))).toBe(FLEET_PENDING_REFETCH_MS);
    expect(fleetRefetchMs(registration(120))).toBe(120_000);
    expect(fleetRefetchMs(registration(5))).toBe(FLEET_MIN_REFRESH_MS);
  });

  it('offers no Reprovision to a support user, who still sees the stale devices', async () => {
    openFleet(ACME_SUPPORT);
    expect(await screen.findByRole('region', { name: 'Behind the configuration for over 24 hours' }, SLOW)).toHaveTextContent('1003@d01.acme.demo');
    expect(screen.queryByRole('button', { name: /Reprovision/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unblock 1009@d01.acme.demo' })).toBeInTheDocument();
  });

  it('says when nothing needs attention, and a failed read with a way to try again', async () => {
    let reads = 0;
    const calm = fleetOf({ attention: { stale: { after_minutes: 1440, total: 0, rows: [] }, never_registered: { total: 0, rows: [] }, blocked_logins: { total: 0, rows: [] }, undelivered_mails: [], provisioning_off: [], cores_down: [] } });
    signInAs(ACME_ADMIN);
    stubCalls({ getFleet: () => (reads++ === 0 ? { status: 502, body: { message: 'The platform could not be reached.' } } : { body: calm }) });
    renderWithProviders(<FleetPage />, '/fleet');
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent('The fleet could not be read');
    expect(failed).toHaveTextContent('The platform could not be reached.');
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing needs attention.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("gives the super tenant every tenant's fleet, or one tenant's as chosen", async () => {
    const { fetch, user } = openFleet(PROVIDER_ADMIN, () => fleetOf({ cloud_id: null }), {
      getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Engineering Support' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
    });
    await screen.findByRole('link', { name: /^Apps installed/ }, SLOW);
    // The every-tenant view names each row's tenant, and links carry it.
    expect(within(screen.getByRole('region', { name: 'Per domain' })).getAllByRole('columnheader', { name: /Cloud Id/ }).length).toBeGreaterThan(0);
    await pick(user, screen.getByRole('textbox', { name: 'Tenant' }), /^demo/);
    await waitFor(() => expect(asked(fetch, 'getFleet')).toEqual([{}, { cloud_id: 'demo' }]));
  });

  it('says how apps come to be listed when none is installed, for a tenant and for every tenant', async () => {
    const none = { installed: 0, active: 0, latest: 0, behind: 0, registered: 0, unregistered: 0, blocked_logins: 0, undelivered_mails: 0 };
    const hint = /An app shows here once it provisions: allow provisioning for a domain or its users in App Management/;
    const nothing = { ...fleetOf().charts, days: [], platforms: [], app_versions: [], cores: [], refusal_reasons: [] };
    const tenant = openFleet(ACME_ADMIN, () => fleetOf({ figures: none, charts: nothing, domains: [] }));
    expect(await screen.findByText("No app is installed on this tenant's devices yet.", {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByText('Devices per platform')).toBeNull();
    tenant.unmount();
    openFleet(PROVIDER_ADMIN, () => fleetOf({ cloud_id: null, figures: none, charts: nothing, domains: [] }), { getCloudIds: () => ({ body: [] }) });
    expect(await screen.findByText("No app is installed on any tenant's devices yet.", {}, SLOW)).toBeInTheDocument();
  });

  it('shows the refusals when every attempt was refused and nothing is installed: why no app gets in', async () => {
    const none = { installed: 0, active: 0, latest: 0, behind: 0, registered: 0, unregistered: 0, blocked_logins: 0, undelivered_mails: 0 };
    const charts = { ...fleetOf().charts, platforms: [], app_versions: [], cores: [], refusal_reasons: [{ reason: 'not-allowed' as const, refusals: 3 }] };
    openFleet(ACME_ADMIN, () => fleetOf({ figures: none, charts, domains: [] }));
    expect(await screen.findByRole('figure', { name: 'Provisioning refusals per reason, last 30 days' }, SLOW)).toHaveTextContent('Provisioning not allowed3');
    expect(screen.getByText(/An app shows here once it provisions/)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    openFleet(ACME_ADMIN);
    expect(await screen.findByRole('heading', { name: 'Flota' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Apps instaladas/ })).toHaveTextContent('12');
    expect(screen.getByRole('heading', { name: 'Requiere atención' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reaprovisionar 1003@d01.acme.demo' })).toBeInTheDocument();
  });
});
