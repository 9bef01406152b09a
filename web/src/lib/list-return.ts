import { useLocation, useNavigate } from 'react-router';

/**
 * What a list hands to the screen it opens (a form, a user's devices): its address's search, so that
 * Cancel and Save come back to the list as it was (its page, sort, search, tenant, domain).
 */
export type FromList = { listSearch?: string };

/**
 * The list's search handed over in route state, when it reads as one; '' otherwise. The browser
 * keeps a history entry's state through a reload of the form, but a link carries none: a form
 * opened by its URL returns to the plain list.
 */
export function listSearchOf(state: unknown): string {
  const handed = typeof state === 'object' && state !== null ? (state as FromList).listSearch : undefined;
  return typeof handed === 'string' && handed.startsWith('?') && handed.length > 1 ? handed : '';
}

/**
 * The way back a screen was handed, for the screen to keep when it changes its own address (its
 * table's page or search, a search of its own): undefined when it was handed none.
 */
export function keptListReturn(state: unknown): FromList | undefined {
  const listSearch = listSearchOf(state);
  return listSearch ? { listSearch } : undefined;
}

/** Opens `path` from a list with route state `state`, and the list's view to come back to. */
export function useOpenFromList(): (path: string, state?: object) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (path, state = {}) => void navigate(path, { state: { ...state, listSearch: search } satisfies FromList });
}

/**
 * Where a screen opened from the list at `listPath` returns to: the list with the view it had, or
 * the plain list when the screen was not opened from it. Only the search is taken from the route
 * state, never the path, so the way back can lead nowhere but to the list.
 */
export function useListReturn(listPath: string): string {
  const { state } = useLocation();
  return `${listPath}${listSearchOf(state)}`;
}
