import { API_BASE } from '../lib/rpc';

/** Stored images load from the API base plus their path; no path means the initials avatar. */
export function profileImageSrc(path: string | null | undefined): string | null {
  return path ? `${API_BASE}${path}` : null;
}
