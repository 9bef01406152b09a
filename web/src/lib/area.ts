import type { Access, CallName } from '@mamt/contract';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';

/**
 * Who may use an area: the access rule of one of its contract calls (its list call), named here
 * and read from the contract where it is checked; or, for an area whose calls are not in the
 * contract yet, a rule of its own.
 */
export type AreaAccess = { call: CallName } | Access;

/** One screen of an area: its URL and the lazily loaded component that draws it. */
export type AreaPage = { path: string; load: () => Promise<ComponentType> };

/**
 * Everything the shell needs to know about an area (STYLE.md habit 12): the router mounts its pages
 * behind one access guard, the sidebar shows its item to the same people, and its screens take their
 * texts from its i18n namespace. The access is the area's list call's rule in the contract, so the
 * sidebar, the guard and the server never disagree. The call is named, not imported: the call
 * table and its schemas then load with the signed-in screens, not with the sign-in screen.
 */
export type AreaDescriptor = {
  /** Also the sidebar label's key, `shell:nav.<key>`. */
  key: string;
  path: string;
  icon: Icon;
  access: AreaAccess;
  namespace: string;
  pages: AreaPage[];
  /** Areas reached from another one (white label from subscribers) have no sidebar item. */
  inSidebar?: boolean;
};

export function defineArea(area: AreaDescriptor): AreaDescriptor {
  return area;
}

/** The area a URL belongs to: the one whose path is the longest prefix of it. */
export function areaFor<A extends { path: string }>(areas: readonly A[], pathname: string): A | undefined {
  return areas
    .filter((area) => pathname === area.path || pathname.startsWith(`${area.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** An area's pages by their path below the area's own ('' is the area's path itself). */
export type PageLoads = Record<string, AreaPage['load']>;

/**
 * An area declared in one statement: its key (the sidebar label's key, and its texts' namespace
 * unless another is given), path, icon, access and pages.
 */
export function area(key: string, path: string, icon: Icon, access: AreaAccess, pages: PageLoads, options: { namespace?: string; inSidebar?: boolean } = {}): AreaDescriptor {
  const { namespace = key, inSidebar } = options;
  return defineArea({ key, path, icon, access, namespace, inSidebar, pages: Object.entries(pages).map(([below, load]) => ({ path: `${path}${below}`, load })) });
}
