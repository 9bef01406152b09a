import type { Row as TableRow, RowSelectionState, Table, Updater } from '@tanstack/react-table';
import { useTabState } from '../../lib/use-tab-state';
import type { TableState } from './use-table-state';

/**
 * The selection as the table sees it. Its keys live in the screen's table state, so they outlive a
 * page, a page size, a sort or a search. A table given all its rows counts only the keys still among
 * them: a deleted row, or one the list was reloaded without, drops out. A server-paged table sees one
 * page at a time, so it keeps each row as it was when ticked, to hand the whole selection on; the
 * kept rows are stored for the tab beside the selected keys, so that a reload keeps both.
 */
export function useKeptSelection<Row>(rows: Row[], keyOf: (row: Row) => string, state: TableState, server: boolean) {
  const { slot, scope } = state.selectionStore;
  const [kept, setKept] = useTabState<Readonly<Record<string, Row>>>(server && slot ? `${slot}:rows` : null, scope, {});
  const present = server ? null : new Set(rows.map(keyOf));
  const keys = Object.keys(state.selection).filter((key) => state.selection[key] && (!present || present.has(key)));
  const rowSelection: RowSelectionState = Object.fromEntries(keys.map((key) => [key, true]));

  /** Keeps `more` rows; given the whole selection, also lets go of the rows no longer in it (the tab's storage is small). */
  const keep = (more: Row[], selected?: RowSelectionState) => {
    if (!server) return;
    setKept((current) => {
      const all = Object.entries({ ...current, ...Object.fromEntries(more.map((row) => [keyOf(row), row])) });
      return Object.fromEntries(selected ? all.filter(([key]) => selected[key]) : all);
    });
  };
  return {
    keys,
    rowSelection,
    onChange: (update: Updater<RowSelectionState>) => {
      const next = typeof update === 'function' ? update(rowSelection) : update;
      keep(rows.filter((row) => next[keyOf(row)]), next);
      state.onSelectionChange(next);
    },
    /** Adds rows to the selection ("select all"). A server's rows come after a read, during which more may have been ticked. */
    add: (more: Row[]) => {
      keep(more);
      const added = Object.fromEntries(more.map((row) => [keyOf(row), true]));
      state.onSelectionChange((current) => ({ ...(server ? current : rowSelection), ...added }));
    },
    clear: () => {
      setKept({});
      state.onSelectionChange({});
    },
    /** The selected rows a server-paged table was given, in the order they were selected. */
    keptRows: () => keys.flatMap((key) => (Object.hasOwn(kept, key) ? [kept[key] as Row] : [])),
  };
}

export type KeptSelection<Row> = ReturnType<typeof useKeptSelection<Row>>;

/**
 * Rows in the table's sort order, whether the search shows them or not (TanStack sorts only what
 * the search lets through, and a selection may hold rows a later search hides).
 */
export function inSortOrder<Row>(table: Table<Row>, rows: TableRow<Row>[]): TableRow<Row>[] {
  const { sorting } = table.getState();
  if (sorting.length === 0) return rows;
  return [...rows].sort((a, b) => {
    for (const sort of sorting) {
      const order = table.getColumn(sort.id)?.getSortingFn()(a, b, sort.id) ?? 0;
      if (order !== 0) return sort.desc ? -order : order;
    }
    return a.index - b.index;
  });
}

export type SelectionSummary = {
  count: number;
  /** Selected rows the current search does not show. */
  hidden: number;
  /** Every row of a result longer than the page (all rows, or all matching the search) is selected. */
  all: boolean;
  /** The page is all selected and the result has more: offer "Select all N". */
  offerAll: boolean;
};

/**
 * `matching`: the keys of the rows the search shows, null when nothing is searched (nothing hidden),
 * undefined while a server has not said yet (then neither hidden rows nor "all" are claimed).
 */
export function summarise(input: { keys: string[]; matching: ReadonlySet<string> | null | undefined; total: number; shown: number; pageAllSelected: boolean }): SelectionSummary {
  const { keys, matching, total, shown, pageAllSelected } = input;
  const hidden = matching ? keys.filter((key) => !matching.has(key)).length : 0;
  const every = matching !== undefined && total > 0 && keys.length - hidden >= total;
  const longerThanPage = total > shown;
  return { count: keys.length, hidden, all: every && longerThanPage, offerAll: pageAllSelected && !every && longerThanPage };
}
