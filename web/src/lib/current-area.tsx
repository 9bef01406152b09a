import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { areaFor, type AreaDescriptor } from './area';

const GuardedArea = createContext<AreaDescriptor | null>(null);
const KnownAreas = createContext<readonly AreaDescriptor[]>([]);

/** Given by the route guard of an area's pages: the area they belong to. */
export function AreaProvider({ area, children }: { area: AreaDescriptor; children: ReactNode }) {
  return <GuardedArea.Provider value={area}>{children}</GuardedArea.Provider>;
}

/** Given by the app: every area, for a screen drawn outside its area's guard (a component test). */
export function AreasProvider({ areas, children }: { areas: readonly AreaDescriptor[]; children: ReactNode }) {
  return <KnownAreas.Provider value={areas}>{children}</KnownAreas.Provider>;
}

/**
 * The area of the screen being drawn (its texts' namespace, its list path), so that pages need not
 * import their own area descriptor, which loads them: the guard's, else the one the URL is in.
 */
export function useCurrentArea(): AreaDescriptor {
  const guarded = useContext(GuardedArea);
  const areas = useContext(KnownAreas);
  const { pathname } = useLocation();
  const area = guarded ?? areaFor(areas, pathname);
  if (!area) throw new Error(`No area is known for ${pathname}`);
  return area;
}
