import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { neutraliseCell, toCsv } from '../src/components/data-table/csv';
import { DataTable, type Column } from '../src/components/data-table/data-table';
import { visiblePages } from '../src/components/data-table/page-links';
import { useTableState } from '../src/components/data-table/use-table-state';
import { pick, renderWithProviders } from './support/render';

type Row = { id: number; name: string };
type Request = { page: number; pageSize: number; search: string };

const PEOPLE: Row[] = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: i % 10 === 0 ? `Alma ${i + 1}` : `Bo ${i + 1}` }));
const COLUMNS: Column<Row>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id, sortable: true },
  { key: 'name', header: 'Name', value: (row) => row.name, sortable: true },
];

/** Stands in for a screen whose server pages and filters: it answers only the asked-for page. */
function ServerPagedTable({ requests, rows = PEOPLE, error }: { requests: Request[]; rows?: Row[]; error?: string }) {
  const table = useTableState([10, 20, 30]);
  const { page, pageSize, debouncedSearch } = table;
  useEffect(() => {
    requests.push({ page, pageSize, search: debouncedSearch });
  }, [requests, page, pageSize, debouncedSearch]);
  const matching = rows.filter((row) => row.name.toLowerCase().includes(debouncedSearch.toLowerCase()));
  return (
    <DataTable
      state={table}
      columns={[{ key: 'name', header: 'Name', value: (row) => row.name }]}
      rows={matching.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={(row) => row.id}
      total={matching.length}
      loading={false}
      error={error}
    />
  );
}

/** A screen that hands the whole list to the table, which searches, sorts and pages it. */
function ClientTable({ rows, columns = COLUMNS }: { rows: Row[]; columns?: Column<Row>[] }) {
  const table = useTableState([10, 20, 30]);
  return <DataTable state={table} columns={columns} rows={rows} rowKey={(row) => row.id} rowLabel={(row) => row.name} loading={false} selectable exportName="people" />;
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    // Decoding drops the byte-order mark put in front for spreadsheets.
    reader.readAsText(blob as Blob);
  });
const namesShown = () => bodyRows().map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => Number(button.textContent));

describe('visiblePages', () => {
  it('keeps at most four page numbers around the current page', () => {
    expect(visiblePages(1, 10)).toEqual([1, 2, 3, 4]);
    expect(visiblePages(5, 10)).toEqual([4, 5, 6, 7]);
    expect(visiblePages(10, 10)).toEqual([7, 8, 9, 10]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 1)).toEqual([1]);
  });
});

describe('DataTable paging on the server', () => {
  it('pages with first, previous, four page numbers, next and last', async () => {
    const requests: Request[] = [];
    renderWithProviders(<ServerPagedTable requests={requests} />);
    const user = userEvent.setup();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();
    expect(pageNumbers()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(pageNumbers()).toEqual([3, 4, 5, 6]);
    expect(screen.getByText('31–40 of 95')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('41–50 of 95')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pageNumbers()).toEqual([7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(5);
    expect(requests.at(-1)).toEqual({ page: 10, pageSize: 10, search: '' });
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(requests.at(-1)).toEqual({ page: 1, pageSize: 10, search: '' });
  });

  it('changes the page size and starts again at page 1', async () => {
    const requests: Request[] = [];
    renderWithProviders(<ServerPagedTable requests={requests} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await pick(user, screen.getByRole('textbox', { name: 'Rows per page' }), '30');
    expect(requests.at(-1)).toEqual({ page: 1, pageSize: 30, search: '' });
    expect(bodyRows()).toHaveLength(30);
    expect(pageNumbers()).toEqual([1, 2, 3, 4]);
  });

  it('asks the server only once the typing has paused for 300 ms', async () => {
    const requests: Request[] = [];
    renderWithProviders(<ServerPagedTable requests={requests} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alma');
    expect(requests.at(-1)).toEqual({ page: 2, pageSize: 10, search: '' });
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: 1, pageSize: 10, search: 'alma' }));
    // Neither the keystrokes in between nor page 1 of the old search reached the server.
    expect(requests).toEqual([
      { page: 1, pageSize: 10, search: '' },
      { page: 2, pageSize: 10, search: '' },
      { page: 1, pageSize: 10, search: 'alma' },
    ]);
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
  });

  it('says "no results" for an answered search, and the spec sentence only when loading failed', async () => {
    const first = renderWithProviders(<ServerPagedTable requests={[]} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('No results match your search.')).toBeInTheDocument();
    expect(screen.queryByText(/backend is down/)).toBeNull();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<ServerPagedTable requests={[]} rows={[]} error="The server could not be reached. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your search turned up 0 results. This most likely means the backend is down, yikes!');
    expect(screen.getByText('The server could not be reached. Please try again.')).toBeInTheDocument();
  });
});

describe('DataTable paging in the browser', () => {
  it('searches, sorts by a column header and pages the whole list', async () => {
    renderWithProviders(<ClientTable rows={PEOPLE} />);
    const user = userEvent.setup();
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort by Id' }));
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Id, sorted ascending' }));
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'descending');
    expect(namesShown().slice(0, 2)).toEqual(['Bo 95', 'Bo 94']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(namesShown()).toEqual(['Bo 5', 'Bo 4', 'Bo 3', 'Bo 2', 'Alma 1']);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'alma');
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    expect(namesShown()[0]).toBe('Alma 91');
  });

  it('goes back to the last page when the list shrinks under the current one', async () => {
    function Shrinking() {
      const [rows, setRows] = useState(PEOPLE);
      return (
        <>
          <button onClick={() => setRows(PEOPLE.slice(0, 12))}>shrink</button>
          <ClientTable rows={rows} />
        </>
      );
    }
    renderWithProviders(<Shrinking />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'shrink' }));
    await waitFor(() => expect(screen.getByText('11–12 of 12')).toBeInTheDocument());
  });

  it('selects rows one by one or all on the page, and exports the selection', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<ClientTable rows={PEOPLE.slice(0, 3)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo 2' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Export selected (1)' }));
    expect(await textOf(saved[0])).toBe('Id,Name\r\n2,Bo 2');

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByText(/selected$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Export CSV (3)' }));
    expect(await textOf(saved[1])).toBe('Id,Name\r\n1,Alma 1\r\n2,Bo 2\r\n3,Bo 3');
  });

  it('cuts a long value with an ellipsis and shows it whole on focus', async () => {
    const long = `${'x'.repeat(240)}@example.test`;
    renderWithProviders(<ClientTable rows={[{ id: 1, name: long }]} />);
    const cell = screen.getByText(long);
    expect(cell).toHaveAttribute('tabindex', '0');
    await userEvent.setup().tab();
    cell.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCell('+1 555')).toBe("'+1 555");
    expect(neutraliseCell('-2')).toBe("'-2");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\tcmd')).toBe("'\tcmd");
    expect(neutraliseCell('alma@example.test')).toBe('alma@example.test');
  });

  it('quotes separators and quotes, and keeps numbers as numbers', () => {
    expect(toCsv(['Name', 'Note'], [['Doe, Jane', 'say "hi"'], [-3, '=1+1']])).toBe('Name,Note\r\n"Doe, Jane","say ""hi"""\r\n-3,\'=1+1');
  });
});
