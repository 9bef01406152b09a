import { Outlet } from 'react-router';
import type { AreaAccess } from '../lib/area';
import { accessOf } from '../lib/area-access';
import { RequireAccess } from './require-session';

/**
 * The guard of an area's pages. It loads with the signed-in screens (it reads the contract's call
 * table) and renders none of the area's pages for a user its rule refuses.
 */
export function AreaGuard({ access }: { access: AreaAccess }) {
  return (
    <RequireAccess access={accessOf(access)}>
      <Outlet />
    </RequireAccess>
  );
}
