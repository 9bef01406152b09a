import type { ProfileLevel } from '@mamt/contract';
import { useSearchParams } from 'react-router';
import { withoutView } from '../../../components/data-table/table-address';

/** How far the list is drilled (document 3 §4): a tenant's domain level, then one of its domains. */
export type DrillDown = { cloudId: string | null; domain: string | null };

/** Up to three levels show at once: each level's table has its own names in the address (`domains-page`). */
export const TABLE_PREFIX = { primary: '', domain: 'domains-', extension: 'extensions-' } as const;

const drillOf = (params: URLSearchParams): DrillDown => ({ cloudId: params.get('cloud'), domain: params.get('cloud') ? params.get('domain') : null });

/**
 * The address drilled to `next`, the tables' views merged in: a new tenant is another domain level,
 * a new domain another extension level, whose tables start afresh; the levels above keep theirs.
 */
function withDrill(current: URLSearchParams, next: DrillDown): URLSearchParams {
  const before = drillOf(current);
  let params = new URLSearchParams(current);
  if (next.cloudId !== before.cloudId) params = withoutView(params, TABLE_PREFIX.domain);
  if (next.cloudId !== before.cloudId || next.domain !== before.domain) params = withoutView(params, TABLE_PREFIX.extension);
  const put = (name: string, value: string | null) => (value ? params.set(name, value) : params.delete(name));
  put('cloud', next.cloudId);
  put('domain', next.cloudId ? next.domain : null);
  return params;
}

/**
 * The drill-down lives in the list's URL (`?cloud=acme&domain=acme.demo`), so that Cancel and Save
 * of the form, and the browser's Back, return to the level the user came from.
 */
export function useDrillDown(): [DrillDown, (next: DrillDown) => void] {
  const [params, setParams] = useSearchParams();
  return [drillOf(params), (next) => setParams((current) => withDrill(current, next), { replace: true })];
}

/**
 * Where the form returns to: the level `drill` names, with the tables' views the list had when it
 * opened the form (`listSearch`, list-return.ts) as far as they still apply: the table of another
 * tenant or domain than the one shown then starts afresh, as drilling there would.
 */
export const listPathOf = (drill: DrillDown, listSearch = '') => {
  const search = withDrill(new URLSearchParams(listSearch), drill).toString();
  return search ? `/client_profiles?${search}` : '/client_profiles';
};

/** The details screen's route state: the record (or null for a new one) and the level it was opened from. */
export type DetailsState = { id: number | null; level: ProfileLevel; cloudId: string | null; domain: string | null };
