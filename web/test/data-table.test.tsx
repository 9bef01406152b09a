import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, EMPTY_SEARCH_TEXT } from '../src/components/data-table/data-table';
import { visiblePages } from '../src/components/data-table/page-links';
import { useTableState } from '../src/components/data-table/use-table-state';
import { renderWithProviders } from './render';

type Row = { id: number; name: string };
type Request = { page: number; pageSize: number; search: string };

const PEOPLE: Row[] = Array.from({ length: 95 }, (_, i) => ({ id: i + 1, name: i % 10 === 0 ? `Alma ${i + 1}` : `Bo ${i + 1}` }));

/** Stands in for a screen whose server pages and filters: it answers only the asked-for page. */
function ServerPagedTable({ requests, rows = PEOPLE, emptyText }: { requests: Request[]; rows?: Row[]; emptyText?: string }) {
  const table = useTableState([10, 20, 30]);
  const { page, pageSize, debouncedSearch } = table;
  useEffect(() => {
    requests.push({ page, pageSize, search: debouncedSearch });
  }, [requests, page, pageSize, debouncedSearch]);
  const matching = rows.filter((row) => row.name.toLowerCase().includes(debouncedSearch.toLowerCase()));
  return (
    <DataTable
      {...table}
      columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
      rows={matching.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={(row) => row.id}
      total={matching.length}
      loading={false}
      emptyText={emptyText}
    />
  );
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
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

describe('DataTable', () => {
  it('pages through the server with four page links, previous and next', async () => {
    const requests: Request[] = [];
    renderWithProviders(<ServerPagedTable requests={requests} />);
    const user = userEvent.setup();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 95')).toBeInTheDocument();
    expect(pageNumbers()).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(pageNumbers()).toEqual([3, 4, 5, 6]);
    expect(screen.getByText('31–40 of 95')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('41–50 of 95')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(pageNumbers()).toEqual([6, 7, 8, 9]);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(bodyRows()).toHaveLength(5);
    expect(requests.at(-1)).toEqual({ page: 10, pageSize: 10, search: '' });
  });

  it('changes the page size and starts again at page 1', async () => {
    const requests: Request[] = [];
    renderWithProviders(<ServerPagedTable requests={requests} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('textbox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '30', hidden: true }));
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

  it('shows the empty text: the spec sentence unless the screen gives its own', () => {
    renderWithProviders(<ServerPagedTable requests={[]} rows={[]} />);
    expect(screen.getByText(EMPTY_SEARCH_TEXT)).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
  });

  it('shows the empty text the screen passes in', () => {
    renderWithProviders(<ServerPagedTable requests={[]} rows={[]} emptyText="The server could not be reached." />);
    expect(screen.getByText('The server could not be reached.')).toBeInTheDocument();
  });
});
