import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { LogsPage } from '../src/features/logs/logs-page';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeReply, type OutputOf } from './support/fake-api';
import { pick, renderWithProviders } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, signInAs } from './support/sessions';

afterEach(async () => {
  cleanup();
  queryClient.clear();
  await changeLanguage('en');
});
const SLOW = { timeout: 5000 };

type Logs = OutputOf<'getlogs'>;

/** A local time as the nanoseconds Loki gives (with a part below the millisecond). */
const nsAt = (year: number, month: number, day: number, hours: number, minutes: number, seconds: number) =>
  `${new Date(year, month - 1, day, hours, minutes, seconds, 123).getTime()}456789`;

const AUDIT_AT = nsAt(2026, 11, 20, 8, 30, 5);
const ERROR_AT = nsAt(2026, 11, 20, 9, 1, 2);
const INFO_AT = nsAt(2026, 11, 19, 23, 59, 59);

const line = (fields: Record<string, unknown>) => JSON.stringify(fields);
const LABELS = { filename: '/var/log/mamt/server.log', host: 'console-1', job: 'mamt', cloud_id: 'acme' };

const ANSWER: Logs = {
  status: 'success',
  data: {
    resultType: 'streams',
    result: [
      {
        stream: { ...LABELS, level: 'audit' },
        values: [[AUDIT_AT, line({ timestamp: '2026-11-20T08:30:05.123Z', level: 'audit', msg: 'createUpdateUser erin', caller: 'rpc/audit.ts:42', functionName: 'createUpdateUser', 'Action User': 'acme-admin', target: 'user:12' })]],
      },
      {
        stream: { ...LABELS, level: 'error' },
        values: [[ERROR_AT, line({ timestamp: '2026-11-20T09:01:02.123Z', level: 'error', msg: 'The platform did not answer', error: 'timeout', stacktrace: 'Error: timeout\n    at call (platform.ts:10)' })]],
      },
      { stream: { ...LABELS, level: 'info' }, values: [[INFO_AT, line({ timestamp: '2026-11-19T23:59:59.123Z', level: 'info', msg: 'request completed' })]] },
    ],
    total: 3,
    total_capped: false,
    newer: 0,
    has_newer: false,
    has_older: false,
  },
};

/** What every read sends besides its filters: the kinds shown by default (all but requests) and the search's moment. */
const DEFAULTS = { kinds: ['audit', 'error', 'warning', 'job', 'info'], end: expect.stringMatching(/^\d{19}$/) };

/** The logs as acme's administrator opens them, getlogs answered by `answer`; the stubbed fetch. */
function openLogs(answer: (input: unknown) => FakeReply<'getlogs'> = () => ({ body: ANSWER }), path = '/logs') {
  signInAs(ACME_ADMIN);
  const fetch = stubCalls({ getlogs: (input) => answer(input) });
  renderWithProviders(<LogsPage />, path);
  return fetch;
}

const entryButtons = () => screen.queryAllByRole('button', { expanded: false }).filter((button) => /^\d\d-\d\d-\d{4} /.test(button.textContent ?? ''));
const logsAsked = (fetch: ReturnType<typeof stubCalls>) => callsMade(fetch).filter(([name]) => name === 'getlogs').map(([, input]) => input as Record<string, string>);

describe('LogsPage', () => {
  it('loads on opening with no filter, and lists the entries newest first with their time, level, stripe, message and user', async () => {
    const fetch = openLogs();
    expect(await screen.findByText('Total Logs Found: 3', {}, SLOW)).toBeInTheDocument();
    expect(logsAsked(fetch)).toEqual([DEFAULTS]);
    const entries = entryButtons();
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '20-11-2026 09:01:02ErrorThe platform did not answer',
      '20-11-2026 08:30:05AuditcreateUpdateUser erinby acme-admin',
      '19-11-2026 23:59:59Inforequest completed',
    ]);
    // Each entry's stripe is its level's colour (error red, audit purple, info green).
    const stripes = entries.map((entry) => (entry.closest('[data-level]') as HTMLElement).style.borderInlineStart);
    expect(stripes).toEqual(['4px solid var(--mantine-color-red-6)', '4px solid var(--mantine-color-violet-6)', '4px solid var(--mantine-color-green-6)']);
  });

  it('sends the message, the level and the window as nanosecond strings on FILTER, and reads again on each FILTER', async () => {
    const fetch = openLogs();
    await screen.findByText('Total Logs Found: 3', {}, SLOW);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  erin ');
    await pick(user, screen.getByRole('textbox', { name: 'Level' }), 'Audit');
    await pick(user, screen.getByRole('textbox', { name: 'Time window' }), 'Last 15 minutes');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(logsAsked(fetch)).toHaveLength(2));
    const sent = logsAsked(fetch)[1] as Record<string, string>;
    expect(sent).toEqual({ ...DEFAULTS, message: 'erin', level: 'audit', start: expect.stringMatching(/^\d{19}$/) });
    // The window ends at the search's moment, that moment included.
    expect(BigInt(sent.end as string) - BigInt(sent.start as string)).toBe(15n * 60n * 1_000_000_000n + 1_000_000n);
    expect(Number(BigInt(sent.end as string) / 1_000_000n)).toBeGreaterThanOrEqual(before);
    expect(Number(BigInt(sent.end as string) / 1_000_000n)).toBeLessThanOrEqual(Date.now());

    // The same filters again: read again (logs change all the time); Enter in the message does the same.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(logsAsked(fetch)).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '{Enter}');
    await waitFor(() => expect(logsAsked(fetch)).toHaveLength(4));
    expect(logsAsked(fetch)[3]).toMatchObject({ message: 'erin', level: 'audit' });
  });

  it("lets the super tenant narrow the entries to one tenant's, and offers no tenant to anyone else", async () => {
    signInAs(PROVIDER_ADMIN);
    const fetch = stubCalls({
      getlogs: () => ({ body: ANSWER }),
      getCloudIds: () => ({ body: [{ id: 2, cloud_id: 'acme', company: 'Acme Telecom' }, { id: 3, cloud_id: 'globex', company: 'Globex Corp' }] }),
    });
    renderWithProviders(<LogsPage />);
    await screen.findByText('Total Logs Found: 3', {}, SLOW);
    expect(logsAsked(fetch)[0]).toEqual(DEFAULTS);
    const user = userEvent.setup();
    const tenant = screen.getByRole('textbox', { name: 'Cloud Id' });
    expect(tenant).toHaveValue('All cloud ids');
    await pick(user, tenant, 'globex — Globex Corp');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(logsAsked(fetch)).toHaveLength(2));
    expect(logsAsked(fetch)[1]).toEqual({ ...DEFAULTS, cloud_id: 'globex' });
    await pick(user, tenant, 'All cloud ids');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(logsAsked(fetch)).toHaveLength(3));
    expect(logsAsked(fetch)[2]).toEqual(DEFAULTS);

    cleanup();
    openLogs();
    await screen.findAllByText('Total Logs Found: 3', {}, SLOW);
    expect(screen.queryByRole('textbox', { name: 'Cloud Id' })).toBeNull();
  });

  it('opens an entry to its labels and every field of its line, by click or Enter', async () => {
    openLogs();
    await screen.findByText('Total Logs Found: 3', {}, SLOW);
    const user = userEvent.setup();
    const [errorEntry, auditEntry] = entryButtons() as [HTMLElement, HTMLElement];
    expect(screen.queryByText('Labels')).toBeNull();

    await user.click(auditEntry);
    expect(auditEntry).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(auditEntry.getAttribute('aria-controls') as string) as HTMLElement;
    const pairs = (title: string) => {
      const list = within(panel).getByText(title).nextElementSibling as HTMLElement;
      return [...list.querySelectorAll('dt')].map((name) => [name.textContent, name.nextElementSibling?.textContent]);
    };
    expect(pairs('Labels')).toEqual([
      ['filename', '/var/log/mamt/server.log'],
      ['host', 'console-1'],
      ['job', 'mamt'],
      ['cloud_id', 'acme'],
      ['level', 'audit'],
    ]);
    expect(pairs('Fields')).toEqual([
      ['timestamp', '2026-11-20T08:30:05.123Z'],
      ['caller', 'rpc/audit.ts:42'],
      ['functionName', 'createUpdateUser'],
      ['level', 'audit'],
      ['Action User', 'acme-admin'],
      ['msg', 'createUpdateUser erin'],
      ['target', 'user:12'],
    ]);

    // The other entries stay closed until opened themselves, here from the keyboard.
    expect(errorEntry).toHaveAttribute('aria-expanded', 'false');
    errorEntry.focus();
    await user.keyboard('{Enter}');
    expect(errorEntry).toHaveAttribute('aria-expanded', 'true');
    expect(auditEntry).toHaveAttribute('aria-expanded', 'true');
    const errorPanel = document.getElementById(errorEntry.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(errorPanel).getByText(/^Error: timeout/).tagName).toBe('PRE');
  });

  it('shows a capped total as a lower bound, and where the page stands in it', async () => {
    openLogs(() => ({ body: { ...ANSWER, data: { ...ANSWER.data, total: 10_000, total_capped: true, has_older: true } } }));
    expect(await screen.findByText('Total Logs Found: 10,000+', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('Entries 1–3 of 10,000+')).toHaveLength(2);
  });

  it.each([
    ['a failed call', (): FakeReply<'getlogs'> => ({ status: 502, body: { code: 'UPSTREAM_FAILED', message: 'Unable to get the data', messageId: 'logsUnavailable' } })],
    ['an answer that is not a success', (): FakeReply<'getlogs'> => ({ body: { ...ANSWER, status: 'error' } })],
  ])("toasts 'Unable to get the data' for %s, and lists nothing", async (_, answer) => {
    openLogs(answer);
    const toast = await screen.findByRole('alert', {}, SLOW);
    expect(toast).toHaveTextContent('Unable to get the data');
    expect(screen.queryByText(/Total Logs Found/)).toBeNull();
    expect(entryButtons()).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    openLogs(() => ({ status: 502, body: { message: 'Unable to get the data', messageId: 'logsUnavailable' } }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('No se pudieron obtener los datos');
    expect(screen.getByRole('heading', { name: 'Registros del sistema' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nivel' })).toHaveValue('Todos los niveles');
    await pick(userEvent.setup(), screen.getByRole('textbox', { name: 'Periodo' }), 'Últimas 24 horas');
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
  });
});
