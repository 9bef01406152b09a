import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '../src/components/data-table/data-table';
import { useTableState, type TableStateOptions } from '../src/components/data-table/use-table-state';
import { pick, renderRoutes, type User } from './support/render';

type Row = { id: number; name: string };

// Every tenth person is an Alma (ids 1, 11, ... 91); the other 85 are Bos.
const PEOPLE: Row[] = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: i % 10 === 0 ? `Alma ${i + 1}` : `Bo ${i + 1}` }));
const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id, sortable: true },
  { key: 'name', header: 'Name', value: (row) => row.name, sortable: true },
];

/** A screen handing the whole list to the table; its toolbar shows the rows it is handed. */
function ClientTable({ title = 'People', options }: { title?: string; options?: TableStateOptions }) {
  const table = useTableState([10, 20, 30], 10, options);
  return (
    <section aria-label={title}>
      <DataTable
        state={table}
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        loading={false}
        selectable
        toolbar={(selected) => <span data-testid={`${title}-selected`}>{selected.map((row) => row.name).join(',')}</span>}
      />
    </section>
  );
}

/** A screen whose server pages: the table sees one page at a time and keeps the rows ticked on each. */
function ServerTable() {
  const table = useTableState([10, 20, 30]);
  const { page, pageSize } = table;
  return (
    <DataTable
      state={table}
      columns={COLUMNS}
      rows={PEOPLE.slice((page - 1) * pageSize, page * pageSize)}
      total={PEOPLE.length}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      loading={false}
      selectable
      toolbar={(selected) => <span data-testid="People-selected">{selected.map((row) => row.name).join(',')}</span>}
    />
  );
}

/** Renders a screen at an address, as a reload or an opened link would: `/people?…`. */
const open = (address: string, screenElement = <ClientTable />) => renderRoutes([{ path: '/people', element: screenElement }], address);

/** The address the screen is at now: what a reload would open again. */
const addressOf = (router: ReturnType<typeof open>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

const names = (table: HTMLElement = document.body) =>
  within(within(table).getAllByRole('rowgroup')[1] as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
const tick = (user: User, name: string) => user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));

describe('A table keeps its view in the address', () => {
  it('opens at the page, page size, search and sort the address gives', async () => {
    open('/people?page=2&size=20&q=bo&sort=id.desc');
    const bos = PEOPLE.filter((row) => row.name.startsWith('Bo')).reverse();
    expect(await screen.findByText('21–40 of 85')).toBeInTheDocument();
    expect(names()).toEqual(bos.slice(20, 40).map((row) => row.name));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bo');
    expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveValue('20');
    expect(screen.getByRole('button', { name: 'Id, sorted descending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes each change into the address, beside what the screen keeps there, and leaves defaults out', async () => {
    const { router } = open('/people?cloud=acme');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(addressOf(router)).toBe('/people?cloud=acme&page=3');
    expect(router.state.historyAction).toBe('PUSH');

    // A new page size, sort or search goes back to page 1, which the address does not name.
    await pick(user, screen.getByRole('textbox', { name: 'Rows per page' }), '20');
    expect(addressOf(router)).toBe('/people?cloud=acme&size=20');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(addressOf(router)).toBe('/people?cloud=acme&size=20&sort=name.asc');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alma');
    // The search arrives once the typing pauses, in place of the last step rather than as one more per key.
    await waitFor(() => expect(addressOf(router)).toBe('/people?cloud=acme&size=20&sort=name.asc&q=alma'));
    expect(router.state.historyAction).toBe('REPLACE');

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    await user.click(screen.getByRole('button', { name: 'Name, sorted descending' }));
    await pick(user, screen.getByRole('textbox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(addressOf(router)).toBe('/people?cloud=acme'));
  });

  it('shows the same view after a reload', async () => {
    const first = open('/people');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sort by Id' }));
    await user.click(screen.getByRole('button', { name: 'Id, sorted ascending' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alma');
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    const shown = names();
    const address = addressOf(first.router);
    first.unmount();

    open(address);
    expect(await screen.findByText('1–10 of 10')).toBeInTheDocument();
    expect(names()).toEqual(shown);
    expect(shown[0]).toBe('Alma 91');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('alma');
  });

  it('falls back to the defaults for values that make no sense, without a word', async () => {
    open('/people?page=abc&size=7&sort=nope.asc,name.sideways');
    expect(await screen.findByText('1–10 of 95')).toBeInTheDocument();
    expect(names().slice(0, 2)).toEqual(['Alma 1', 'Bo 2']);
    expect(screen.getByRole('textbox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Sort by Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort by Id' })).toBeInTheDocument();
  });

  it('goes to the last page when the address names one past it, in place of that step', async () => {
    const { router } = open('/people?page=99');
    expect(await screen.findByText('91–95 of 95')).toBeInTheDocument();
    await waitFor(() => expect(addressOf(router)).toBe('/people?page=10'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows the address back: Back shows the search and page that were there', async () => {
    const { router } = open('/people');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alma');
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    await router.navigate('/people?q=bo&page=3');
    await waitFor(() => expect(screen.getByText('21–30 of 85')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bo');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('alma');
  });

  it('gives a second table of a screen names of its own', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/people',
          element: (
            <>
              <ClientTable title="First" />
              <ClientTable title="Second" options={{ prefix: 'second-' }} />
            </>
          ),
        },
      ],
      '/people?page=2&second-size=20&second-sort=id.desc',
    );
    const user = userEvent.setup();
    const first = await screen.findByRole('region', { name: 'First' });
    const second = screen.getByRole('region', { name: 'Second' });
    expect(within(first).getByText('11–20 of 95')).toBeInTheDocument();
    expect(within(second).getByText('1–20 of 95')).toBeInTheDocument();
    expect(names(second)[0]).toBe('Bo 95');
    await user.click(within(second).getByRole('button', { name: 'Page 3' }));
    expect(addressOf(router)).toBe('/people?page=2&second-size=20&second-sort=id.desc&second-page=3');
    expect(within(first).getByText('11–20 of 95')).toBeInTheDocument();
  });

  it("keeps a dialog's view in memory, out of the address", async () => {
    const { router } = open('/people', <ClientTable options={{ inAddress: false }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('11–20 of 95')).toBeInTheDocument();
    expect(addressOf(router)).toBe('/people');
  });
});

describe('A selection survives a reload of the tab', () => {
  it('gives back the rows ticked on several pages, for the same path and table only', async () => {
    const first = open('/people');
    const user = userEvent.setup();
    await tick(user, 'Alma 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await tick(user, 'Alma 11');
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    const address = addressOf(first.router);
    first.unmount();

    open(address);
    expect(await screen.findByRole('checkbox', { name: 'Select Alma 11' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 selected');
    expect(screen.getByTestId('People-selected')).toHaveTextContent('Alma 1,Alma 11');
    // A shared link opens without it (another tab: sessionStorage is the tab's own).
    expect(address).toBe('/people?page=2');
  });

  it('is not given back to another table of the path, nor for another list of the same table', async () => {
    const first = open('/people', <ClientTable options={{ scope: 'acme.demo' }} />);
    const user = userEvent.setup();
    await tick(user, 'Alma 1');
    first.unmount();

    const other = open('/people', <ClientTable options={{ prefix: 'other-', scope: 'acme.demo' }} />);
    expect(await screen.findByRole('checkbox', { name: 'Select Alma 1' })).not.toBeChecked();
    other.unmount();
    const otherList = open('/people', <ClientTable options={{ scope: 'acme-branch.demo' }} />);
    expect(await screen.findByRole('checkbox', { name: 'Select Alma 1' })).not.toBeChecked();
    otherList.unmount();
  });

  it('keeps the rows a server-paged table was given, to hand them all on after the reload', async () => {
    const first = open('/people', <ServerTable />);
    const user = userEvent.setup();
    await tick(user, 'Bo 2');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await tick(user, 'Alma 21');
    first.unmount();

    open('/people', <ServerTable />);
    expect(await screen.findByRole('checkbox', { name: 'Select Bo 2' })).toBeChecked();
    // Page 3's row is not on screen; the table still has it to hand on.
    expect(screen.getByTestId('People-selected')).toHaveTextContent('Bo 2,Alma 21');
  });
});
