import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

type Stored<T> = { scope: string; value: T };

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'object' && Object.keys(value).length === 0);

function load<T>(slot: string, scope: string): T | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(slot) ?? 'null') as Stored<T> | null;
    return stored?.scope === scope ? stored.value : undefined;
  } catch {
    // Unreadable (another version's shape, storage refused): start afresh.
    return undefined;
  }
}

function save<T>(slot: string, scope: string, value: T) {
  try {
    // Nothing kept (no row ticked, on most tables) leaves nothing behind in the tab's storage.
    if (isEmpty(value)) sessionStorage.removeItem(slot);
    else sessionStorage.setItem(slot, JSON.stringify({ scope, value } satisfies Stored<T>));
  } catch {
    // Storage full or refused (a private window): the value lives on in memory until the tab reloads.
  }
}

/**
 * State that a reload of the browser tab gives back (sessionStorage, so another tab or a shared
 * link starts without it), kept under `slot`; a null slot keeps it in memory only. A value stored
 * for another `scope` (the same table showing another tenant's list) is not given back: the slot
 * holds one scope at a time.
 */
export function useTabState<T>(slot: string | null, scope: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const id = slot === null ? null : `${slot}|${scope}`;
  const restore = () => ({ id, value: (slot === null ? undefined : load<T>(slot, scope)) ?? initial });
  const [held, setHeld] = useState(restore);
  if (held.id !== id) setHeld(restore());

  useEffect(() => {
    if (slot !== null) save(slot, scope, held.value);
  }, [slot, scope, held.value]);

  const setValue: Dispatch<SetStateAction<T>> = (update) =>
    setHeld((current) => ({ id: current.id, value: typeof update === 'function' ? (update as (value: T) => T)(current.value) : update }));
  return [held.value, setValue];
}
