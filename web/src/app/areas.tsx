import { areaFor, isAreaDescriptor, type AreaDescriptor } from '../lib/area';

/**
 * The list of areas is read from the feature folders, never written out here: adding an area is
 * adding its folder with a `<name>.area.ts` module that exports its descriptor (its `place` orders
 * it), and there is nothing to edit in this file. The modules are imported eagerly, as a list of
 * static imports would be; they are cheap (an icon and lazily loaded pages), so no screen's code
 * comes with them into the first chunk. Whatever else such a module exports is not an area and is
 * skipped.
 */
const AREA_MODULES = import.meta.glob<Record<string, unknown>>('../features/*/*.area.{ts,tsx}', { eager: true });

/**
 * Every area descriptor exported by the given modules (file name to its exports), in sidebar
 * order: lowest place first. Throws if two areas share a key, a path or a place, so such a mistake
 * fails at load (and in the unit tests) rather than showing one area in place of another.
 */
export function collectAreas(modules: Record<string, Record<string, unknown>>): AreaDescriptor[] {
  const found = new Map<AreaDescriptor, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) if (isAreaDescriptor(value) && !found.has(value)) found.set(value, file);
  }
  const areas = [...found.keys()].sort((a, b) => a.place - b.place);
  for (const field of ['key', 'path', 'place'] as const) {
    const first = new Map<unknown, AreaDescriptor>();
    for (const area of areas) {
      const other = first.get(area[field]);
      if (other) {
        throw new Error(`Areas "${other.key}" (${found.get(other)}) and "${area.key}" (${found.get(area)}) share the ${field} ${JSON.stringify(area[field])}; each area needs its own.`);
      }
      first.set(area[field], area);
    }
  }
  return areas;
}

/** Every area, in sidebar order (document 1 §6), the areas without a sidebar item among them. */
export const AREAS: readonly AreaDescriptor[] = collectAreas(AREA_MODULES);

export const SIDEBAR_AREAS = AREAS.filter((area) => area.inSidebar !== false);

/** The sidebar item to highlight for a URL: its own area's, or the area it sits under. */
export function sidebarAreaFor(pathname: string): AreaDescriptor | undefined {
  return areaFor(SIDEBAR_AREAS, pathname);
}

/** The area a URL belongs to, for its access rule and document title. */
export function currentArea(pathname: string): AreaDescriptor | undefined {
  return areaFor(AREAS, pathname);
}
