import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../src/app/data-providers';
import { DataTable, type Column } from '../src/components/data-table/data-table';
import { useTableState } from '../src/components/data-table/use-table-state';
import { readAllPages } from '../src/components/data-table/whole-result';
import { captureCsv } from './support/downloads';
import { pick, renderWithProviders, type User } from './support/render';

type Row = { id: number; name: string };

// Every tenth person is an Alma: a search for "alma" shows 10 of them, "bo" the other 85.
const PEOPLE: Row[] = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: i % 10 === 0 ? `Alma ${i + 1}` : `Bo ${i + 1}` }));
const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id, sortable: true },
  { key: 'name', header: 'Name', value: (row) => row.name, sortable: true },
];

/** What both tables below share: the people's columns, a selectable table exporting people.csv. */
const PEOPLE_TABLE = { columns: COLUMNS, rowKey: (row: Row) => row.id, rowLabel: (row: Row) => row.name, loading: false, selectable: true, exportName: 'people' };

afterEach(() => queryClient.clear());

/** A screen handing the whole list to the table; its toolbar shows the rows it is handed. */
function ClientTable({ rows = PEOPLE }: { rows?: Row[] }) {
  const table = useTableState([10, 20, 30]);
  return (
    <DataTable
      state={table}
      {...PEOPLE_TABLE}
      rows={rows}
      toolbar={(selected) => <span data-testid="toolbar-rows">{selected.map((row) => row.name).join(',')}</span>}
    />
  );
}

/** A screen whose server pages, searches and sorts; `loadAll` reads every page of a search, as the users list does. */
function ServerTable({ loads, fail = false }: { loads: string[]; fail?: boolean }) {
  const table = useTableState([10, 20, 30]);
  const { page, pageSize, debouncedSearch } = table;
  const answer = (search: string, sorting: SortingState) => {
    const matching = PEOPLE.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
    return sorting[0]?.desc ? [...matching].reverse() : matching;
  };
  const result = answer(debouncedSearch, table.sorting);
  return (
    <DataTable
      state={table}
      {...PEOPLE_TABLE}
      rows={result.slice((page - 1) * pageSize, page * pageSize)}
      total={result.length}
      loadAll={{
        queryKey: ['people', 'whole'],
        load: (search, sorting) => {
          loads.push(search);
          if (fail) return Promise.reject(new Error('The server could not be reached. Please try again.'));
          const rows = answer(search, sorting);
          return readAllPages(async (number, size) => ({ rows: rows.slice((number - 1) * size, number * size), total: rows.length }), 30);
        },
      }}
    />
  );
}

const status = () => screen.getByRole('status');
const tick = (user: User, name: string) => user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
/** Ticks Alma 1 and Bo 2 on the first page and Alma 11 on the second. */
async function tickThreeOnTwoPages(user: User) {
  await tick(user, 'Alma 1');
  await tick(user, 'Bo 2');
  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  await tick(user, 'Alma 11');
}
const search = async (user: User, text: string, pager: string) => {
  await user.clear(screen.getByRole('textbox', { name: 'Search' }));
  if (text) await user.type(screen.getByRole('textbox', { name: 'Search' }), text);
  await waitFor(() => expect(screen.getByText(pager)).toBeInTheDocument());
};

describe('DataTable selection with the whole list in the browser', () => {
  it('keeps ticks across pages, page sizes and sorting, counts them all and hands them all to the toolbar', async () => {
    renderWithProviders(<ClientTable />);
    const user = userEvent.setup();
    await tickThreeOnTwoPages(user);
    expect(status()).toHaveTextContent('3 selected');
    expect(screen.getByTestId('toolbar-rows')).toHaveTextContent('Alma 1,Bo 2,Alma 11');
    expect(screen.getByRole('button', { name: 'Export selected (3)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('checkbox', { name: 'Select Bo 2' })).toBeChecked();
    await pick(user, screen.getByRole('textbox', { name: 'Rows per page' }), '20');
    await user.click(screen.getByRole('button', { name: 'Sort by Id' }));
    await user.click(screen.getByRole('button', { name: 'Id, sorted ascending' }));
    expect(status()).toHaveTextContent('3 selected');
    // The toolbar gets them in the table's order.
    expect(screen.getByTestId('toolbar-rows')).toHaveTextContent('Alma 11,Bo 2,Alma 1');

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(status()).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Export CSV (95)' })).toBeInTheDocument();
  });

  it('offers "Select all 95" once the page is ticked, then says all are selected', async () => {
    renderWithProviders(<ClientTable />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /^Select all \d/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(status()).toHaveTextContent('10 selected');
    await user.click(screen.getByRole('button', { name: 'Select all 95' }));
    expect(status()).toHaveTextContent('All 95 selected');
    expect(screen.queryByRole('button', { name: 'Select all 95' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Bo 95' })).toBeChecked();
    // Unticking one on another page leaves the others selected.
    await tick(user, 'Bo 95');
    expect(status()).toHaveTextContent('94 selected');
  });

  it('selects all rows matching a search, and a later search keeps the rows it hides and says so', async () => {
    renderWithProviders(<ClientTable />);
    const user = userEvent.setup();
    await tick(user, 'Alma 1');
    await search(user, 'bo', '1–10 of 85');
    expect(status()).toHaveTextContent('1 selected, 1 not shown by the search');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 85 matching' }));
    expect(status()).toHaveTextContent('86 selected, 1 not shown by the search');

    await search(user, '', '1–10 of 95');
    expect(status()).toHaveTextContent('86 selected');
    expect(screen.getByRole('checkbox', { name: 'Select Alma 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bo 2' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await search(user, 'bo', '1–10 of 85');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 85 matching' }));
    expect(status()).toHaveTextContent('All 85 matching rows selected');
  });

  it('drops rows that leave the list from the selection', async () => {
    function Shrinking() {
      const [rows, setRows] = useState(PEOPLE);
      return (
        <>
          <button onClick={() => setRows(PEOPLE.slice(1))}>delete Alma 1</button>
          <ClientTable rows={rows} />
        </>
      );
    }
    renderWithProviders(<Shrinking />);
    const user = userEvent.setup();
    await tick(user, 'Alma 1');
    await tick(user, 'Bo 2');
    await user.click(screen.getByRole('button', { name: 'delete Alma 1' }));
    expect(status()).toHaveTextContent('1 selected');
    expect(screen.getByTestId('toolbar-rows')).toHaveTextContent(/^Bo 2$/);
  });

  it('exports every row the search lets through, sorted, or the whole selection', async () => {
    const csv = captureCsv();
    renderWithProviders(<ClientTable />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV (95)' }));
    const all = await csv.lines(0);
    expect(all).toHaveLength(96);
    expect(all.slice(0, 3)).toEqual(['Id,Name', '1,Alma 1', '2,Bo 2']);
    expect(all.at(-1)).toBe('95,Bo 95');

    await user.click(screen.getByRole('button', { name: 'Sort by Id' }));
    await user.click(screen.getByRole('button', { name: 'Id, sorted ascending' }));
    await search(user, 'alma', '1–10 of 10');
    await user.click(screen.getByRole('button', { name: 'Export CSV (10)' }));
    expect(await csv.lines(1)).toEqual(['Id,Name', ...[91, 81, 71, 61, 51, 41, 31, 21, 11, 1].map((id) => `${id},Alma ${id}`)]);

    // Selected on two searches; the second hides the first, and the export still takes both, in the table's order.
    await tick(user, 'Alma 11');
    await search(user, 'bo 9', '1–6 of 6');
    await tick(user, 'Bo 93');
    expect(status()).toHaveTextContent('2 selected, 1 not shown by the search');
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));
    expect(await csv.lines(2)).toEqual(['Id,Name', '93,Bo 93', '11,Alma 11']);
  });
});

describe('DataTable selection with the server paging', () => {
  it('keeps ticks across pages, selects all 95 by reading every page, and exports them all', async () => {
    const csv = captureCsv();
    const loads: string[] = [];
    renderWithProviders(<ServerTable loads={loads} />);
    const user = userEvent.setup();
    await tickThreeOnTwoPages(user);
    expect(status()).toHaveTextContent('3 selected');
    expect(loads).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Export selected (3)' }));
    expect(await csv.lines(0)).toEqual(['Id,Name', '1,Alma 1', '2,Bo 2', '11,Alma 11']);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV (95)' }));
    const all = await csv.lines(1);
    expect(all).toHaveLength(96);
    expect(all.at(-1)).toBe('95,Bo 95');

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 95' }));
    await waitFor(() => expect(status()).toHaveTextContent('All 95 selected'));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Bo 95' })).toBeChecked();
  });

  it('counts the selected rows a search hides, exports them too, and selects all matching', async () => {
    const csv = captureCsv();
    const loads: string[] = [];
    renderWithProviders(<ServerTable loads={loads} />);
    const user = userEvent.setup();
    await tick(user, 'Alma 1');
    await search(user, 'bo', '1–10 of 85');
    await waitFor(() => expect(status()).toHaveTextContent('1 selected, 1 not shown by the search'));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 85 matching' }));
    await waitFor(() => expect(status()).toHaveTextContent('86 selected, 1 not shown by the search'));

    await user.click(screen.getByRole('button', { name: 'Export selected (86)' }));
    const exported = await csv.lines(0);
    expect(exported).toHaveLength(87);
    expect(exported.slice(0, 3)).toEqual(['Id,Name', '1,Alma 1', '2,Bo 2']);
    expect(loads.at(-1)).toBe('');
  });

  it('says so when the rows could not be read, and exports nothing', async () => {
    const csv = captureCsv();
    renderWithProviders(<ServerTable loads={[]} fail />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export CSV (95)' }));
    expect(await screen.findByText('The CSV file could not be made: The server could not be reached. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 95' }));
    expect(await screen.findByText('Not every row could be selected: The server could not be reached. Please try again.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('10 selected');
    expect(csv.count()).toBe(0);
  });
});

describe('readAllPages', () => {
  it('reads until a short page, or until the total is reached', async () => {
    const asked: number[] = [];
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const read = async (page: number, size: number) => (asked.push(page), { rows: rows.slice((page - 1) * size, page * size), total: rows.length });
    expect(await readAllPages(read, 100)).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
    asked.length = 0;
    expect(await readAllPages(read, 125)).toHaveLength(250);
    expect(asked).toEqual([1, 2]);
  });
});

describe('DataTable selection summary, accessibly', () => {
  it('is a live region, present before anything is selected', () => {
    renderWithProviders(<ClientTable rows={PEOPLE.slice(0, 3)} />);
    expect(within(status()).queryByText(/./)).toBeNull();
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });
});
