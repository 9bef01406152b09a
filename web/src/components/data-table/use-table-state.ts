import { useDebouncedValue } from '@mantine/hooks';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';

export type TableState = ReturnType<typeof useTableState>;

/**
 * Page, page size, sort order, a debounced search and the selected row keys; a new search, sort or
 * page size starts again at page 1. The selection stays through all of them: an operator ticks rows
 * on several pages, or finds them one search after another, and then acts on all of them.
 * The page resets when the debounced search settles, not on each keystroke, so typing asks the
 * server once rather than once for page 1 of the old search and again for the new one.
 */
export function useTableState(pageSizes: number[] = [10, 20, 30], defaultPageSize = pageSizes[0] ?? 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeRaw] = useState(defaultPageSize);
  const [sorting, setSortingRaw] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [pagedSearch, setPagedSearch] = useState(debouncedSearch);
  if (pagedSearch !== debouncedSearch) {
    setPagedSearch(debouncedSearch);
    setPage(1);
  }
  return {
    page,
    pageSize,
    pageSizes,
    sorting,
    search,
    debouncedSearch,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSizeRaw(size);
      setPage(1);
    },
    onSortingChange: (next: SortingState) => {
      setSortingRaw(next);
      setPage(1);
    },
    onSearchChange: setSearch,
    selection,
    onSelectionChange: setSelection,
  };
}
