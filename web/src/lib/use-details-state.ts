import { useLocation } from 'react-router';

/**
 * The route state of a details screen (documents 2 and 3): `{ id }` edits, `{ id: null }` adds,
 * and no state at all means the screen was opened directly.
 */
export function useDetailsState(): { hasState: boolean; id: number | null } {
  const { state } = useLocation() as { state: { id?: number | null } | null };
  return { hasState: state !== null && typeof state === 'object' && 'id' in state, id: typeof state?.id === 'number' ? state.id : null };
}
