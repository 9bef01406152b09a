import { AREA_CALLS } from './areas.js';
import type { CallDefinition } from './define-call.js';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
/** The areas' call tables as one object type, each call under its own name. */
type Merged<T extends readonly object[]> = { [K in keyof UnionToIntersection<T[number]>]: UnionToIntersection<T[number]>[K] };

/** One table of the areas' calls; a name given by two areas is a mistake found at load, not a silent overwrite. */
function mergeAreas<T extends readonly Record<string, CallDefinition>[]>(areas: T): Merged<T> {
  const merged: Record<string, CallDefinition> = {};
  for (const area of areas) {
    for (const [name, call] of Object.entries(area)) {
      if (name in merged) throw new Error(`The call ${name} is defined by two areas`);
      if (call.name !== name) throw new Error(`The call listed as ${name} is named ${call.name}`);
      merged[name] = call;
    }
  }
  return merged as Merged<T>;
}

/** Every call of the API. The server refuses to start unless each one has a handler. */
export const calls = mergeAreas(AREA_CALLS);

export type Calls = typeof calls;
export type CallName = keyof Calls;
