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
  /** Also the sidebar label's key: its label is `src/locales/<lang>/nav/<key>.json` (namespace `nav`). */
  key: string;
  path: string;
  icon: Icon;
  access: AreaAccess;
  namespace: string;
  pages: AreaPage[];
  /** Areas reached from another one (white label from subscribers) have no sidebar item. */
  inSidebar?: boolean;
  /**
   * Where the area sits in the sidebar, and in the list of areas: lowest first, unique. Set in tens
   * (10, 20, 30...) so a new area can be slotted between two without renumbering the others.
   */
  place: number;
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

/** An area's settings besides its key, path, icon, access and pages: its sidebar place, always. */
export type AreaOptions = { place: number; namespace?: string; inSidebar?: boolean };

/**
 * An area declared in one statement: its key (the sidebar label's key, and its texts' namespace
 * unless another is given), path, icon, access, pages and sidebar place.
 */
export function area(key: string, path: string, icon: Icon, access: AreaAccess, pages: PageLoads, options: AreaOptions): AreaDescriptor {
  const { place, namespace = key, inSidebar } = options;
  return defineArea({ key, path, icon, access, namespace, inSidebar, place, pages: Object.entries(pages).map(([below, load]) => ({ path: `${path}${below}`, load })) });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Whether a value is an area descriptor, by its shape: a key, a path, an access rule, pages (each
 * a path and a loader) and a place. Lets the list of areas skip whatever else an area module exports.
 */
export function isAreaDescriptor(value: unknown): value is AreaDescriptor {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    value.key !== '' &&
    typeof value.path === 'string' &&
    value.path.startsWith('/') &&
    isRecord(value.access) &&
    Array.isArray(value.pages) &&
    value.pages.every((page) => isRecord(page) && typeof page.path === 'string' && typeof page.load === 'function') &&
    typeof value.place === 'number' &&
    Number.isFinite(value.place)
  );
}
