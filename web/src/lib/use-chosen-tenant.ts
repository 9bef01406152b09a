import { useSearchParams } from 'react-router';
import { useSession } from './use-session';

/**
 * `allTenants`: the screen's calls read every tenant when they name none (the super tenant's view of
 * the Fleet), so its own cloud, chosen, is named like any other rather than dropped.
 */
export type ChosenTenantOptions = { allTenants?: boolean };

/**
 * The tenant a screen shows, as the super tenant chose it: kept in the address (`?cloud=acme`, as
 * App Management keeps it), so a reload, the browser's Back or a link shows the same tenant.
 * Undefined is the signed-in user's own cloud (every tenant, with `allTenants`); anyone but the
 * super tenant only ever sees theirs, whatever a link says. Another tenant is another list, so
 * choosing one starts the screen's view afresh: no page, sort or search carried over from the last
 * tenant's.
 */
export function useChosenTenant({ allTenants = false }: ChosenTenantOptions = {}): [string | undefined, (cloudId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const { creds } = useSession();
  const wanted = creds?.superuser ? (params.get('cloud') ?? undefined) : undefined;
  const cloudId = wanted && (allTenants || wanted !== creds?.cloud_id) ? wanted : undefined;
  return [cloudId, (next) => setParams(next ? { cloud: next } : {})];
}
