import { useMemo, useRef } from 'react';

/**
 * For a form that leaves once saved (it returns to its list): after the save succeeded, further
 * submits are ignored while the next page loads. A late second click would otherwise send the form
 * again as a new submit, and add the same record twice.
 */
export function useSavedOnce(): { isSaved: () => boolean; markSaved: () => void } {
  const saved = useRef(false);
  return useMemo(
    () => ({
      isSaved: () => saved.current,
      markSaved: () => {
        saved.current = true;
      },
    }),
    [],
  );
}
