import type { SortingState } from '@tanstack/react-table';

/** What of a table the address holds: the page, the page size, the sort order and the (settled) search. */
export type TableView = { page: number; pageSize: number; sorting: SortingState; search: string };

/** The address's names of a table's view; a screen's second table gets a prefix (`active-` gives `active-page`). */
export type ViewNames = { page: string; size: string; search: string; sort: string };

export const viewNames = (prefix = ''): ViewNames => ({ page: `${prefix}page`, size: `${prefix}size`, search: `${prefix}q`, sort: `${prefix}sort` });

/** How the table starts, and what it therefore leaves out of the address (a plain list keeps a plain URL). */
export type ViewDefaults = { pageSizes: number[]; pageSize: number };

const SORT_ENTRY = /^([\w-]+)\.(asc|desc)$/;

/** `name.asc,id.desc`; entries that do not read as a column and a direction are left out. */
export function readSort(text: string | null): SortingState {
  if (!text) return [];
  return text.split(',').flatMap((entry) => {
    const match = SORT_ENTRY.exec(entry.trim());
    return match?.[1] ? [{ id: match[1], desc: match[2] === 'desc' }] : [];
  });
}

export const sortText = (sorting: SortingState) => sorting.map((sort) => `${sort.id}.${sort.desc ? 'desc' : 'asc'}`).join(',');

/**
 * The view an address asks for. A value that makes no sense (page=abc, a size the table does not
 * offer, a sort that does not parse) gives the default instead: a mistyped or old link still opens
 * the list. A sort naming a column the table does not have is dropped by the table (use-data-table).
 */
export function readView(params: URLSearchParams, names: ViewNames, defaults: ViewDefaults): TableView {
  const page = Number(params.get(names.page));
  const size = Number(params.get(names.size));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: defaults.pageSizes.includes(size) ? size : defaults.pageSize,
    sorting: readSort(params.get(names.sort)),
    search: params.get(names.search)?.trim() ?? '',
  };
}

/**
 * The address with a change of the view merged in: the screen's own choices (a tenant, a domain)
 * and any other table's view stay as they are, and a default is removed rather than written.
 */
export function withView(params: URLSearchParams, names: ViewNames, change: Partial<TableView>, defaults: ViewDefaults): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string, isDefault: boolean) => (isDefault ? next.delete(name) : next.set(name, value));
  if (change.page !== undefined) put(names.page, String(change.page), change.page <= 1);
  if (change.pageSize !== undefined) put(names.size, String(change.pageSize), change.pageSize === defaults.pageSize);
  if (change.sorting !== undefined) put(names.sort, sortText(change.sorting), change.sorting.length === 0);
  if (change.search !== undefined) put(names.search, change.search, change.search === '');
  return next;
}

/** The address without a table's view: a screen that shows that table another list starts it afresh. */
export function withoutView(params: URLSearchParams, prefix: string): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(viewNames(prefix))) next.delete(name);
  return next;
}
