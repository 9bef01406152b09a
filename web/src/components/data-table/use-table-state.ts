import { useDebouncedCallback } from '@mantine/hooks';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { keptListReturn } from '../../lib/list-return';
import { useTabState } from '../../lib/use-tab-state';
import { readView, viewNames, withView, type TableView, type ViewDefaults } from './table-address';

export type TableState = ReturnType<typeof useTableState>;

export type TableStateOptions = {
  /** Sets a screen's second table apart in the address (`active-` gives `active-page`, `active-q`...). */
  prefix?: string;
  /**
   * The list the table shows, when the same table shows one of several (a domain's users): a
   * selection kept for one is not given back for another, whose rows may share its keys.
   */
  scope?: string;
  /** false: a dialog's table, whose view ends with the dialog; kept in memory, not in the address. */
  inAddress?: boolean;
};

type Write = (change: Partial<TableView>, how?: { replace?: boolean }) => void;

/** Where the view lives: the address (a reload or a link shows the same view), or the table's own memory. */
function useViewParams(inAddress: boolean, names: ReturnType<typeof viewNames>, defaults: ViewDefaults): [URLSearchParams, Write] {
  const [address, setAddress] = useSearchParams();
  const { state } = useLocation();
  const [memory, setMemory] = useState(() => new URLSearchParams());
  // The address as last written: React Router hands a functional update the address of the last
  // render, so two writes before the next one (a settled search and a click) would lose the first.
  const written = useRef(address);
  useLayoutEffect(() => {
    written.current = address;
  }, [address]);
  const write: Write = (change, how = {}) => {
    if (!inAddress) {
      setMemory((current) => withView(current, names, change, defaults));
      return;
    }
    const next = withView(written.current, names, change, defaults);
    written.current = next;
    // A screen opened from a list (User Devices from App Management) keeps its way back to that list's view.
    setAddress(next, { replace: how.replace, state: keptListReturn(state) });
  };
  return [inAddress ? address : memory, write];
}

/**
 * Page, page size, sort order, a debounced search and the selected row keys; a new search, sort or
 * page size starts again at page 1. The view lives in the address (`?page=2&size=20&q=alma&sort=name.asc`),
 * merged with what the screen keeps there, so a reload, the browser's Back or a link shows the same
 * view; what is a default is left out. The selection stays through all of them: an operator ticks
 * rows on several pages, or finds them one search after another, and then acts on all of them; it
 * survives a reload of the tab (sessionStorage, by path and table), but is not handed on in a link.
 * The address takes the search when the typing has paused, not on each keystroke, with the page
 * reset in the same step, so typing asks the server once rather than once for page 1 of the old
 * search and again for the new one; the Back button is not filled with keystrokes either.
 */
export function useTableState(pageSizes: number[] = [10, 20, 30], defaultPageSize = pageSizes[0] ?? 10, options: TableStateOptions = {}) {
  const { prefix = '', scope = '', inAddress = true } = options;
  const names = viewNames(prefix);
  const defaults = { pageSizes, pageSize: defaultPageSize };
  const [params, write] = useViewParams(inAddress, names, defaults);
  const view = readView(params, names, defaults);

  const { pathname } = useLocation();
  const selectionSlot = inAddress ? `table:${pathname}#${prefix}` : null;
  const [selection, setSelection] = useTabState<RowSelectionState>(selectionSlot && `${selectionSlot}:selection`, scope, {});

  // The box shows what is typed; the address has the search once it is settled.
  const [search, setSearch] = useState(view.search);
  const [followed, setFollowed] = useState({ search: view.search, committed: null as string | null });
  if (followed.search !== view.search) {
    // Back, Forward or a link changed the search: the box shows it, unless it is the box's own
    // search arriving (by then the user may have typed on).
    if (view.search !== followed.committed) setSearch(view.search);
    setFollowed({ search: view.search, committed: null });
  }
  // A search typed just before leaving (Edit clicked within the pause) must not pull the user back to the list.
  const leaving = useNavigation().state !== 'idle';
  const commitSearch = useDebouncedCallback((typed: string) => {
    const settled = typed.trim();
    if (settled === view.search || leaving) return;
    setFollowed((current) => ({ ...current, committed: settled }));
    write({ search: settled, page: 1 }, { replace: true });
  }, 300);

  return {
    page: view.page,
    pageSize: view.pageSize,
    pageSizes,
    sorting: view.sorting,
    search,
    debouncedSearch: view.search,
    onPageChange: (page: number) => write({ page }),
    /** The page asked for no longer exists (rows deleted, a stale link): no new step in the history for it. */
    onPageCorrected: (page: number) => write({ page }, { replace: true }),
    onPageSizeChange: (size: number) => write({ pageSize: size, page: 1 }),
    onSortingChange: (next: SortingState) => write({ sorting: next, page: 1 }),
    onSearchChange: (typed: string) => {
      setSearch(typed);
      commitSearch(typed);
    },
    selection,
    onSelectionChange: setSelection,
    /** Where the table's selection is kept for the tab (null: memory only), and for which list. */
    selectionStore: { slot: selectionSlot, scope },
  };
}
