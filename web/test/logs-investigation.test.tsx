import type { LogsAnswer } from '@mamt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { LogsPage } from '../src/features/logs/logs-page';
import { changeLanguage } from '../src/lib/i18n';
import { callsMade, stubCalls, type FakeReply } from './support/fake-api';
import { renderWithProviders } from './support/render';
import { ACME_ADMIN, signInAs } from './support/sessions';

afterEach(async () => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
  await changeLanguage('en');
});
const SLOW = { timeout: 5000 };

const ns = (index: number) => `17950000000000${String(100000 - index).padStart(5, '0')}`;
const LABELS = { filename: 'server.log', host: 'console-1', job: 'mamt-console', cloud_id: 'acme' };
const AUDIT = {
  msg: 'audit createUpdateUser ok',
  level: 'audit',
  'Action User': 'acme-admin',
  call: 'createUpdateUser',
  target: 'user:9',
  subject: { kind: 'user', name: 'zz123-user' },
  changes: [
    { field: 'email', from: 'zz@example.test', to: 'new@example.test' },
    { field: 'password', changed: true },
  ],
};

/** A page of `count` entries starting at `first`, with where it stands. */
function pageOf(first: number, count: number, place: Partial<LogsAnswer['data']>): LogsAnswer {
  const values: Array<[string, string]> = Array.from({ length: count }, (_, offset) => [ns(first + offset), JSON.stringify({ ...AUDIT, msg: `audit entry #${first + offset}` })]);
  return { status: 'success', data: { resultType: 'streams', result: [{ stream: { ...LABELS, level: 'audit', kind: 'audit' }, values }], total: 250, total_capped: false, newer: 0, has_newer: false, has_older: true, ...place } };
}

function openLogs(path: string, answer: (input: Record<string, unknown>) => FakeReply<'getlogs'>) {
  signInAs(ACME_ADMIN);
  const fetch = stubCalls({ getlogs: (input) => answer(input as Record<string, unknown>) });
  const view = renderWithProviders(<LogsPage />, path);
  return { fetch, router: view.router };
}
const logsAsked = (fetch: ReturnType<typeof stubCalls>) => callsMade(fetch).filter(([name]) => name === 'getlogs').map(([, input]) => input as Record<string, unknown>);

describe('System Logs as an investigation', () => {
  it('says what an audited change was made to, in words, and what it changed, a secret only as changed', async () => {
    openLogs('/logs', () => ({ body: pageOf(0, 1, { total: 1, has_older: false }) }));
    const entry = await screen.findByRole('button', { name: /audit entry #0 · Console user zz123-user/ }, SLOW);
    await userEvent.setup().click(entry);
    const panel = document.getElementById(entry.getAttribute('aria-controls') as string) as HTMLElement;
    const changes = within(panel).getByText('What changed').nextElementSibling as HTMLElement;
    expect([...changes.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['email: zz@example.test → new@example.test', 'password: changed (not shown)']);
  });

  it('speaks the subject and the changes in Spanish', async () => {
    await changeLanguage('es');
    openLogs('/logs', () => ({ body: pageOf(0, 1, { total: 1, has_older: false }) }));
    const entry = await screen.findByRole('button', { name: /Usuario de consola zz123-user/ }, SLOW);
    await userEvent.setup().click(entry);
    expect(await screen.findByText('password: cambiado (no se muestra)')).toBeInTheDocument();
  });

  it('pages to older and newer entries by entry time, saying where the page stands, and keeps the page in the address', async () => {
    const { fetch, router } = openLogs('/logs', (input) => (input.before ? { body: pageOf(10, 10, { newer: 10, has_newer: true, total: 25 }) } : { body: pageOf(0, 10, { total: 25 }) }));
    expect((await screen.findAllByText('Entries 1–10 of 25', {}, SLOW)).length).toBe(2);
    const user = userEvent.setup();
    const [top] = screen.getAllByRole('navigation', { name: 'Pages of entries' });
    expect(within(top!).getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(within(top!).getByRole('button', { name: 'Older' }));
    expect((await screen.findAllByText('Entries 11–20 of 25', {}, SLOW)).length).toBe(2);
    const older = logsAsked(fetch).at(-1)!;
    expect(older.before).toBe(ns(9));
    // The page and the search's moment are in the address: a reload or a link reads the same page.
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('before')).toBe(ns(9));
    expect(Number(address.get('at'))).toBe(Math.floor(Number(BigInt(older.end as string) / 1_000_000n)) - 1);
    await user.click(within(screen.getAllByRole('navigation', { name: 'Pages of entries' })[0]!).getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(logsAsked(fetch).at(-1)).toMatchObject({ after: ns(10) }));
  });

  it('reads the search from the address: filters, kinds, tenant-free, moment and page', async () => {
    const { fetch } = openLogs('/logs?q=1001%40acme.demo&level=audit&window=60&kinds=audit,request&at=1795000000000&before=1795000000000000000', () => ({ body: pageOf(0, 3, { total: 3 }) }));
    await screen.findAllByText('Entries 1–3 of 3', {}, SLOW);
    expect(logsAsked(fetch)[0]).toEqual({
      message: '1001@acme.demo',
      level: 'audit',
      kinds: ['audit', 'request'],
      start: String((1_795_000_000_000 - 3_600_000) * 1_000_000),
      end: String((1_795_000_000_000 + 1) * 1_000_000),
      before: '1795000000000000000',
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('1001@acme.demo');
    expect(screen.getByRole('checkbox', { name: 'Requests' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Errors' })).not.toBeChecked();
  });

  it('puts FILTER into the address, requests only when asked', async () => {
    const { fetch, router } = openLogs('/logs', () => ({ body: pageOf(0, 3, { total: 3 }) }));
    await screen.findAllByText('Entries 1–3 of 3', {}, SLOW);
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Requests' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Requests' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'provisioning');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(logsAsked(fetch)).toHaveLength(2));
    expect(logsAsked(fetch)[1]).toMatchObject({ message: 'provisioning' });
    // Every kind: no kinds filter at all.
    expect(logsAsked(fetch)[1]).not.toHaveProperty('kinds');
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('q')).toBe('provisioning');
    expect(address.get('kinds')).toBe('audit,error,warning,request,job,info');
  });

  it('says on the field what is wrong with a 3,000-character text, sends nothing and keeps the entries', async () => {
    const { fetch } = openLogs('/logs', () => ({ body: pageOf(0, 3, { total: 3 }) }));
    await screen.findAllByText('Entries 1–3 of 3', {}, SLOW);
    const user = userEvent.setup();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.click(message);
    await user.paste('x'.repeat(3000));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(logsAsked(fetch)).toHaveLength(1);
    expect(screen.getAllByText('Entries 1–3 of 3')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('exports the whole result as CSV, page after page', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:logs';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetch } = openLogs('/logs', (input) =>
      input.limit === 1000 ? { body: input.before ? pageOf(1000, 500, { has_older: false, total: 1500 }) : pageOf(0, 1000, { total: 1500 }) } : { body: pageOf(0, 3, { total: 1500 }) },
    );
    await screen.findAllByText('Entries 1–3 of 1,500', {}, SLOW);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('1,500 entries exported', {}, SLOW)).toBeInTheDocument();
    expect(logsAsked(fetch).filter((input) => input.limit === 1000).map((input) => input.before)).toEqual([undefined, ns(999)]);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(1501);
    expect(lines[0]).toBe('timestamp,level,kind,cloud_id,Action User,message,subject,changes,fields');
    expect(lines[1]).toContain('audit,audit,acme,acme-admin,audit entry #0,user zz123-user,');
  });
});
