import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * Page, page size and a debounced search; a new search or page size starts again at page 1.
 * The page resets when the debounced search settles, not on each keystroke, so typing asks the
 * server once rather than once for page 1 of the old search and again for the new one.
 */
export function useTableState(pageSizes: number[], defaultPageSize = pageSizes[0] ?? 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeRaw] = useState(defaultPageSize);
  const [search, setSearch] = useState('');
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
    search,
    debouncedSearch,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSizeRaw(size);
      setPage(1);
    },
    onSearchChange: setSearch,
  };
}
