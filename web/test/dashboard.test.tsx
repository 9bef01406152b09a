import { DASHBOARD_REFRESH_MS, MONITORING_RANGE, type MonitoringQueryName } from '@mamt/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DashboardPage } from '../src/features/dashboard/dashboard-page';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeReply, type OutputOf } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

afterEach(async () => {
  // Unmounted first: a screen still mounted would read its figures again into the emptied cache.
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
  await changeLanguage('en');
});
const SLOW = { timeout: 5000 };

/** Unix seconds of the figures' latest point. */
const T0 = 1_800_000_000;
const clockOf = (seconds: number) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(seconds * 1000);

type Monitoring = OutputOf<'hitPrometheus'>;
const instant = (value: string): Monitoring => ({ status: 'success', data: { resultType: 'vector', result: [{ metric: {}, value: [T0, value] }] } });
/** A range answer, one series per label value, its points 15 s apart and ending at `end`. */
const range = (label: string, series: Record<string, string[]>, end = T0): Monitoring => ({
  status: 'success',
  data: {
    resultType: 'matrix',
    result: Object.entries(series).map(([name, values]) => ({ metric: { [label]: name }, values: values.map((value, index): [number, string] => [end - 15 * (values.length - 1 - index), value]) })),
  },
});

const FIGURES: Record<MonitoringQueryName, Monitoring> = {
  disk_used_percent: instant('42.123'),
  memory_used_mb: instant('3204.4'),
  memory_total_mb: instant('7936'),
  cpu_percent: instant('12.5'),
  disk_free_mb: range('mountpoint', { '/': ['12350', '12345'], '/boot': ['400', '399.5'] }),
  network_receive_kbps: range('device', { eth0: ['80', '96.25'] }),
  network_transmit_kbps: range('device', { eth0: ['20', '24'], 'eth0.100': ['1', 'NaN'] }),
};

type Weather = OutputOf<'getWeather'>;
const weather = (name: string, temp: number, main: string): Weather => ({ name, main: { temp }, weather: [{ main, description: main.toLowerCase() }], observed_at: '2026-11-20T08:30:00Z' });
const WEATHER: Record<string, Weather> = {
  Phoenix: weather('Phoenix', 30.6, 'Clear'),
  Toronto: weather('Toronto', -0.4, 'Snow'),
  'New York': weather('New York', 11.2, 'Drizzle'),
};

const UNAVAILABLE: FakeReply<'hitPrometheus'> = { status: 502, body: { code: 'UPSTREAM_FAILED', message: 'The monitoring server could not be reached; the figures are unavailable for now.', messageId: 'monitoringUnavailable' } };

/**
 * The dashboard as acme's administrator opens it, the monitoring and weather calls answered from
 * `figures` and `cities` (a reply in place of a figure answers that); the stubbed fetch.
 */
function openDashboard(figures: Partial<Record<MonitoringQueryName, Monitoring | FakeReply<'hitPrometheus'>>> = {}, cities: Record<string, Weather | FakeReply<'getWeather'>> = {}) {
  const answerOf = <T extends object>(answer: T) => ('body' in answer ? answer : { body: answer });
  signInAs(ACME_ADMIN);
  const fetch = stubCalls({
    hitPrometheus: (input) => answerOf({ ...FIGURES, ...figures }[input.query as MonitoringQueryName]) as FakeReply<'hitPrometheus'>,
    getWeather: (input) => answerOf({ ...WEATHER, ...cities }[input.city] as Weather) as FakeReply<'getWeather'>,
  });
  renderWithProviders(<DashboardPage />);
  return fetch;
}

const card = (title: string) => screen.getByText(title, { selector: 'p' }).closest('.mantine-Card-root') as HTMLElement;
const section = (name: string) => screen.getByRole('region', { name });
const countOf = (fetch: ReturnType<typeof stubCalls>, name: string) => callsMade(fetch).filter(([call]) => call === name).length;

describe('DashboardPage', () => {
  it('shows the weather of the three cities with an icon by type, and the server figures as bars with their numbers', async () => {
    const fetch = openDashboard();
    expect(await screen.findByText('42.1%', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Disk used' })).toHaveAttribute('aria-valuenow', '42.1');
    expect(card('RAM used')).toHaveTextContent('3,204 MB of 7,936 MB');
    expect(screen.getByRole('progressbar', { name: 'RAM used' })).toHaveAttribute('aria-valuenow', '40.4');
    expect(card('CPU')).toHaveTextContent('12.5%');

    const phoenix = await within(section('Phoenix')).findByRole('img', { name: 'Sun' }, SLOW);
    expect(phoenix).toBeInTheDocument();
    expect(section('Phoenix')).toHaveTextContent('31°C');
    expect(within(section('Toronto')).getByRole('img', { name: 'Snow' })).toBeInTheDocument();
    // Rounded without a minus sign for less than half a degree below zero.
    expect(section('Toronto')).toHaveTextContent(/(^|\D)0°C/);
    expect(section('Toronto')).not.toHaveTextContent('-0');
    expect(within(section('New York')).getByRole('img', { name: 'Rain' })).toBeInTheDocument();
    expect(section('New York')).toHaveTextContent('Drizzle');

    // What each figure asks: an instant now, or the last 5 minutes at a 15 s step.
    const asked = callsMade(fetch).filter(([call]) => call === 'hitPrometheus').map(([, input]) => input as Record<string, unknown>);
    const disk = asked.find((input) => input.query === 'disk_used_percent');
    expect(disk).toEqual({ function_type: 'query', query: 'disk_used_percent', time: expect.any(Number) });
    const free = asked.find((input) => input.query === 'disk_free_mb') as { start: number; end: number; step: number };
    expect(free).toMatchObject({ function_type: 'query_range', step: MONITORING_RANGE.stepSeconds });
    expect(free.end - free.start).toBe(MONITORING_RANGE.windowSeconds);
    expect(Math.abs(free.end - Date.now() / 1000)).toBeLessThan(60);
    expect(callsMade(fetch).filter(([call]) => call === 'getWeather').map(([, input]) => input)).toEqual(
      expect.arrayContaining([{ city: 'Phoenix', units: 'metric' }, { city: 'Toronto', units: 'metric' }, { city: 'New York', units: 'metric' }]),
    );
  });

  it('draws a line per mount point and device, with each line’s latest value and the time of the latest point', async () => {
    openDashboard();
    const disk = await screen.findByRole('region', { name: 'Free disk by mount point (MB)' }, SLOW);
    expect(await within(disk).findByRole('img', { name: 'Line chart: Free disk by mount point (MB), over the last 5 minutes' }, SLOW)).toBeInTheDocument();
    expect(within(disk).getByText(`Latest values, at ${clockOf(T0)}:`)).toBeInTheDocument();
    expect(within(disk).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['/: 12,345', '/boot: 399.5']);
    const receive = screen.getByRole('region', { name: 'Network receive by device (kbit/s)' });
    expect(within(receive).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['eth0: 96.3']);
    // A device whose latest point is NaN has its last real value; a dotted name stays whole.
    const transmit = screen.getByRole('region', { name: 'Network transmit by device (kbit/s)' });
    expect(within(transmit).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['eth0: 24', 'eth0.100: 1']);
  });

  it('says a figure is unavailable in its own card when its read fails or holds no number, and the others still show', async () => {
    openDashboard(
      { cpu_percent: UNAVAILABLE, memory_total_mb: UNAVAILABLE, disk_used_percent: instant('NaN'), network_receive_kbps: range('device', {}) },
      { Toronto: { status: 502, body: { message: 'The weather service could not be reached; the weather is unavailable for now.', messageId: 'weatherUnavailable' } } },
    );
    expect(await within(section('Toronto')).findByText('The weather is unavailable for now.', {}, SLOW)).toBeInTheDocument();
    expect(await within(section('Phoenix')).findByText('31°C', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(card('CPU')).toHaveTextContent('This figure is unavailable for now.'));
    expect(card('RAM used')).toHaveTextContent('This figure is unavailable for now.');
    expect(card('Disk used')).toHaveTextContent('This figure is unavailable for now.');
    for (const title of ['CPU', 'RAM used', 'Disk used']) {
      expect(within(card(title)).queryByRole('progressbar')).toBeNull();
      expect(card(title)).not.toHaveTextContent(/\d/);
    }
    expect(within(section('Network receive by device (kbit/s)')).getByText('This chart is unavailable for now.')).toBeInTheDocument();
    expect(within(section('Free disk by mount point (MB)')).getAllByRole('listitem')).toHaveLength(2);
    // Failures are shown in their cards only (document 1 §8): no toast.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Refresh reads every figure again and shows the new ones, and a figure that then fails is unavailable, not the old value', async () => {
    const figures: Partial<Record<MonitoringQueryName, Monitoring | FakeReply<'hitPrometheus'>>> = {};
    const fetch = openDashboard(figures);
    expect(await screen.findByText('42.1%', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(countOf(fetch, 'getWeather')).toBe(3));
    expect(countOf(fetch, 'hitPrometheus')).toBe(7);
    expect(screen.getByText(/^Last refreshed at \d\d:\d\d:\d\d/)).toBeInTheDocument();

    figures.disk_used_percent = instant('55');
    figures.cpu_percent = UNAVAILABLE;
    figures.disk_free_mb = range('mountpoint', { '/': ['12340'] }, T0 + 30);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('55%', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(card('CPU')).toHaveTextContent('This figure is unavailable for now.'));
    expect(card('CPU')).not.toHaveTextContent('12.5%');
    expect(within(section('Free disk by mount point (MB)')).getByText(`Latest values, at ${clockOf(T0 + 30)}:`)).toBeInTheDocument();
    expect(countOf(fetch, 'hitPrometheus')).toBe(14);
    expect(countOf(fetch, 'getWeather')).toBe(6);
  });

  it('reads the figures again every 30 s while the tab is shown, not while it is hidden, and at once when it is shown again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = openDashboard();
    expect(await screen.findByText('42.1%', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(countOf(fetch, 'hitPrometheus')).toBe(7));

    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
    await waitFor(() => expect(countOf(fetch, 'hitPrometheus')).toBe(14));
    expect(countOf(fetch, 'getWeather')).toBe(6);

    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await act(() => vi.advanceTimersByTimeAsync(3 * DASHBOARD_REFRESH_MS));
    expect(countOf(fetch, 'hitPrometheus')).toBe(14);

    visibility = 'visible';
    await act(async () => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await waitFor(() => expect(countOf(fetch, 'hitPrometheus')).toBe(21));
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    openDashboard({ cpu_percent: UNAVAILABLE });
    expect(await screen.findByText('42,1 %', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Panel' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Nueva York' })).toHaveTextContent('Llovizna');
    expect(within(section('Phoenix')).getByRole('img', { name: 'Sol' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
    await waitFor(() => expect(card('CPU')).toHaveTextContent('Esta cifra no está disponible por ahora.'));
    expect(card('RAM usada')).toHaveTextContent('3204 MB de 7936 MB');
  });
});
