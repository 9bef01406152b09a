import type { ProfileLevel } from '@mamt/contract';
import { useSearchParams } from 'react-router';

/** How far the list is drilled (document 3 §4): a tenant's domain level, then one of its domains. */
export type DrillDown = { cloudId: string | null; domain: string | null };

/**
 * The drill-down lives in the list's URL (`?cloud=acme&domain=acme.demo`), so that Cancel and Save
 * of the form, and the browser's Back, return to the level the user came from.
 */
export function useDrillDown(): [DrillDown, (next: DrillDown) => void] {
  const [params, setParams] = useSearchParams();
  const drill = { cloudId: params.get('cloud'), domain: params.get('cloud') ? params.get('domain') : null };
  return [drill, (next) => setParams(searchOf(next), { replace: true })];
}

function searchOf({ cloudId, domain }: DrillDown): URLSearchParams {
  const params = new URLSearchParams();
  if (cloudId) params.set('cloud', cloudId);
  if (cloudId && domain) params.set('domain', domain);
  return params;
}

export const listPathOf = (drill: DrillDown) => {
  const search = searchOf(drill).toString();
  return search ? `/client_profiles?${search}` : '/client_profiles';
};

/** The details screen's route state: the record (or null for a new one) and the level it was opened from. */
export type DetailsState = { id: number | null; level: ProfileLevel; cloudId: string | null; domain: string | null };
