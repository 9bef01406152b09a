import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Page, page size and a debounced search; a new search or page size starts again at page 1. */
export function useTableState(pageSizes: number[], defaultPageSize = pageSizes[0] ?? 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeRaw] = useState(defaultPageSize);
  const [search, setSearchRaw] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
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
    onSearchChange: (text: string) => {
      setSearchRaw(text);
      setPage(1);
    },
  };
}
