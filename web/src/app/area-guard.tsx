import { Outlet } from 'react-router';
import type { AreaDescriptor } from '../lib/area';
import { accessOf } from '../lib/area-access';
import { AreaProvider } from '../lib/current-area';
import { RequireAccess } from './require-session';

/**
 * The guard of an area's pages. It loads with the signed-in screens (it reads the contract's call
 * table), renders none of the area's pages for a user its rule refuses, and gives the pages their
 * area (useCurrentArea).
 */
export function AreaGuard({ area }: { area: AreaDescriptor }) {
  return (
    <RequireAccess access={accessOf(area.access)}>
      <AreaProvider area={area}>
        <Outlet />
      </AreaProvider>
    </RequireAccess>
  );
}
