import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DomainReportPage } from '../src/features/domain-report/domain-report-page';
import { changeLanguage } from '../src/lib/i18n';
import { captureCsv } from './support/downloads';
import { callsMade, stubCalls, type OutputOf } from './support/fake-api';
import { pick, renderWithProviders, type User } from './support/render';
import { ACME_ADMIN, PROVIDER_ADMIN, signInAs } from './support/sessions';

afterEach(() => queryClient.clear());

type ReportRow = OutputOf<'billingSummary'>[number];

/** Twelve domains: more than the first page of ten, so an export shows it takes every page. */
const domainRows = (provisioning?: 'Enabled' | 'Disabled'): ReportRow[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: i + 1,
    subscriber_global: 'acme-territory',
    domain: `d${String(i + 1).padStart(2, '0')}.acme.demo`,
    domain_global: `Site ${i + 1}, "HQ"`,
    active_subscribers: 10 + i,
    ...(provisioning ? { provisioning } : {}),
  }));

/** 25 people of a domain, one with a name a spreadsheet would run as a formula, one with accents. */
const PEOPLE: OutputOf<'getActiveSubscribers'> = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  first_name: i === 1 ? '=HYPERLINK("http://evil.example")' : i === 2 ? 'Tomás' : `First${i + 1}`,
  last_name: i === 2 ? 'Müller' : `Last${i + 1}`,
  email: `person${i + 1}@acme.example`,
  extension: String(1001 + i),
  subscriber_login: `${1001 + i}@d01.acme.demo`,
}));

function stubReport(provisioning?: 'Enabled' | 'Disabled') {
  return stubCalls({
    getCloudIds: () => ({ body: [{ id: 1, cloud_id: 'demo', company: 'Engineering Support' }, { id: 2, cloud_id: 'acme', company: 'Acme Telecom' }] }),
    getAllDomains: () => ({ body: [{ domain: 'd01.acme.demo', description: 'Site 1' }, { domain: 'd02.acme.demo', description: 'Site 2' }] }),
    billingSummary: () => ({ body: domainRows(provisioning) }),
    getActiveSubscribers: () => ({ body: PEOPLE }),
  });
}

const asked = (fetch: ReturnType<typeof stubCalls>, name: string) => callsMade(fetch).filter(([call]) => call === name).map(([, input]) => input);

/** Opens the active subscribers of d01.acme.demo from the report's table: their section. */
async function showSubscribers(user: User, results: HTMLElement) {
  await user.click(within(results).getByRole('button', { name: 'Show the active subscribers of d01.acme.demo' }));
  return screen.findByRole('region', { name: 'Active Subscribers of d01.acme.demo' });
}

/** Presses a table's Export CSV (its label counts the `rows` it saves) and reads the file it saves. */
async function exportLines(user: User, table: HTMLElement, rows: number, csv: ReturnType<typeof captureCsv>) {
  const next = csv.count();
  await user.click(await within(table).findByRole('button', { name: `Export CSV (${rows})` }));
  return csv.lines(next);
}

/** The names the exported files were saved under, in order (the download link's `download`). */
function savedNames(): string[] {
  const click = vi.mocked(HTMLAnchorElement.prototype.click);
  return click.mock.contexts.map((link) => (link as HTMLAnchorElement).download);
}

describe('DomainReportPage', () => {
  it("asks the super tenant to pick a subscriber first, then reports on it with its provisioning, and lists a domain's active subscribers", async () => {
    signInAs(PROVIDER_ADMIN);
    const fetch = stubReport('Enabled');
    renderWithProviders(<DomainReportPage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Choose Details' });
    expect(within(card).getByRole('textbox', { name: 'Domain' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('You have to select the subscriber first!')).not.toHaveLength(0);
    expect(asked(fetch, 'billingSummary')).toEqual([]);

    await pick(user, within(card).getByRole('textbox', { name: 'Subscriber' }), 'acme — Acme Telecom');
    await pick(user, within(card).getByRole('textbox', { name: 'Domain' }), 'd01.acme.demo');
    await user.click(within(card).getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Domains' });
    expect(await within(results).findByText('d01.acme.demo')).toBeInTheDocument();
    expect(asked(fetch, 'billingSummary')).toEqual([{ cloud_id: 'acme', domain: 'd01.acme.demo' }]);
    expect(within(results).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Id', 'Subscriber Global', 'Domain', 'Domain Global', 'Active Subscribers', 'Provisioning', 'Actions',
    ]);
    expect(within(results).getAllByText('Enabled')).toHaveLength(10);

    const people = await showSubscribers(user, results);
    expect(await within(people).findByText('1001@d01.acme.demo')).toBeInTheDocument();
    expect(asked(fetch, 'getActiveSubscribers')).toEqual([{ cloud_id: 'acme', domain: 'd01.acme.demo' }]);
    expect(within(people).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Id', 'First Name', 'Last Name', 'Email', 'Extension', 'Subscriber Login']);
  });

  it('exports the whole report as Billing.csv and the whole list as active_subscribers.csv, formula-safe', async () => {
    signInAs(PROVIDER_ADMIN);
    stubReport('Disabled');
    const csv = captureCsv();
    renderWithProviders(<DomainReportPage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Choose Details' });
    await pick(user, within(card).getByRole('textbox', { name: 'Subscriber' }), 'acme — Acme Telecom');
    await user.click(within(card).getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Domains' });
    const billing = await exportLines(user, results, 12, csv);
    expect(billing[0]).toBe('Id,Subscriber Global,Domain,Domain Global,Active Subscribers,Provisioning');
    expect(billing).toHaveLength(13);
    expect(billing[1]).toBe('1,acme-territory,d01.acme.demo,"Site 1, ""HQ""",10,Disabled');
    expect(billing[12]).toMatch(/^12,acme-territory,d12\.acme\.demo,/);
    // The screen says it as the file does (document 3 §4: "Enabled or Disabled"), not in capitals.
    const shown = within(results).getAllByText('Disabled')[0]!.closest('.mantine-Badge-root');
    expect(shown).toHaveStyle({ textTransform: 'none' });

    const people = await showSubscribers(user, results);
    const subscribers = await exportLines(user, people, 25, csv);
    expect(subscribers[0]).toBe('Id,First Name,Last Name,Email,Extension,Subscriber Login');
    expect(subscribers).toHaveLength(26);
    expect(subscribers[2]).toBe('2,"\'=HYPERLINK(""http://evil.example"")",Last2,person2@acme.example,1002,1002@d01.acme.demo');
    expect(subscribers[3]).toBe('3,Tomás,Müller,person3@acme.example,1003,1003@d01.acme.demo');
    expect(savedNames()).toEqual(['Billing.csv', 'active_subscribers.csv']);
  });

  it("reports on a tenant admin's own subscriber with no picker and no provisioning column", async () => {
    signInAs(ACME_ADMIN);
    const fetch = stubReport();
    renderWithProviders(<DomainReportPage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Choose Details' });
    expect(within(card).queryByRole('textbox', { name: 'Subscriber' })).not.toBeInTheDocument();
    expect(within(card).getByText('The report of your subscriber, acme.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Domains' });
    await within(results).findByText('d01.acme.demo');
    expect(asked(fetch, 'billingSummary')).toEqual([{}]);
    expect(asked(fetch, 'getCloudIds')).toEqual([]);
    expect(within(results).queryByRole('columnheader', { name: /Provisioning/ })).not.toBeInTheDocument();
  });

  it('shows the failure of the platform in a toast and in the table', async () => {
    signInAs(ACME_ADMIN);
    stubCalls({
      getAllDomains: () => ({ body: [] }),
      billingSummary: () => ({
        status: 502,
        body: { code: 'UPSTREAM_FAILED', message: 'NetSapiens answered with an error (HTTP 500). Please try again later.', messageId: 'platformServer', params: { detail: 'HTTP 500' } },
      }),
    });
    renderWithProviders(<DomainReportPage />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('region', { name: 'Choose Details' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByText('NetSapiens answered with an error (HTTP 500). Please try again later.')).toHaveLength(2));
  });

  it('reads the report and the open domain of the address again on load, so a reload or a link shows them', async () => {
    signInAs(PROVIDER_ADMIN);
    const fetch = stubReport('Enabled');
    renderWithProviders(<DomainReportPage />, '/domains_report?subscriber=acme&domain=d01.acme.demo&page=2&active=d01.acme.demo&active-size=20');
    const results = await screen.findByRole('region', { name: 'Domains' });
    expect(await within(results).findByText('11–12 of 12')).toBeInTheDocument();
    expect(asked(fetch, 'billingSummary')).toEqual([{ cloud_id: 'acme', domain: 'd01.acme.demo' }]);
    const card = screen.getByRole('region', { name: 'Choose Details' });
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Subscriber' })).toHaveValue('acme — Acme Telecom'));
    expect(within(card).getByRole('textbox', { name: 'Domain' })).toHaveValue('d01.acme.demo');
    const people = await screen.findByRole('region', { name: 'Active Subscribers of d01.acme.demo' });
    expect(await within(people).findByText('1–20 of 25')).toBeInTheDocument();
    expect(asked(fetch, 'getActiveSubscribers')).toEqual([{ cloud_id: 'acme', domain: 'd01.acme.demo' }]);
  });

  it('puts the subscriber searched and the domain opened in the address; a new search starts afresh', async () => {
    signInAs(PROVIDER_ADMIN);
    const fetch = stubReport('Enabled');
    const { router } = renderWithProviders(<DomainReportPage />, '/domains_report');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Choose Details' });
    await pick(user, within(card).getByRole('textbox', { name: 'Subscriber' }), 'acme — Acme Telecom');
    await user.click(within(card).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?subscriber=acme'));
    const results = await screen.findByRole('region', { name: 'Domains' });
    await showSubscribers(user, results);
    expect(router.state.location.search).toBe('?subscriber=acme&active=d01.acme.demo');

    // Search again: the same report is read afresh, its domain's subscribers closed.
    await user.click(within(card).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked(fetch, 'billingSummary')).toHaveLength(2));
    expect(router.state.location.search).toBe('?subscriber=acme');
    expect(screen.queryByRole('region', { name: 'Active Subscribers of d01.acme.demo' })).toBeNull();
  });

  it("names a tenant admin's own subscriber in the address, and asks nothing for a link naming another", async () => {
    signInAs(ACME_ADMIN);
    const fetch = stubReport();
    const first = renderWithProviders(<DomainReportPage />, '/domains_report');
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('region', { name: 'Choose Details' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?subscriber=acme'));
    // A reload: nothing in memory, the address alone.
    first.unmount();
    queryClient.clear();

    const reloaded = renderWithProviders(<DomainReportPage />, '/domains_report?subscriber=acme');
    await within(await screen.findByRole('region', { name: 'Domains' })).findByText('d01.acme.demo');
    expect(asked(fetch, 'billingSummary')).toEqual([{}, {}]);
    reloaded.unmount();

    renderWithProviders(<DomainReportPage />, '/domains_report?subscriber=zeta');
    await screen.findByRole('region', { name: 'Choose Details' });
    expect(screen.queryByRole('region', { name: 'Domains' })).toBeNull();
    expect(asked(fetch, 'billingSummary')).toEqual([{}, {}]);
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    signInAs(PROVIDER_ADMIN);
    stubReport('Enabled');
    renderWithProviders(<DomainReportPage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Elegir detalles' });
    await user.click(within(card).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findAllByText('¡Primero tiene que seleccionar el suscriptor!')).not.toHaveLength(0);
    await pick(user, within(card).getByRole('textbox', { name: 'Suscriptor' }), 'acme — Acme Telecom');
    await user.click(within(card).getByRole('button', { name: 'Buscar' }));
    const results = await screen.findByRole('region', { name: 'Dominios' });
    expect(await within(results).findAllByText('Habilitado')).toHaveLength(10);
    expect(within(results).getByRole('columnheader', { name: /Suscriptores activos/ })).toBeInTheDocument();
  });
});
