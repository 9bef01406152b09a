/**
 * The channel on which the database announces every change that ends a session or alters what it
 * carries (the triggers of migration 0016), sent when the change commits.
 */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** What one notice names: a session, a console user (all their sessions) or a tenant (all its users'). */
export type SessionChange = { kind: 'session'; id: number } | { kind: 'user'; id: number } | { kind: 'tenant'; cloudId: string };

/** The change a notice's payload names; undefined for a payload of no known shape. */
export function parseSessionChange(payload: string): SessionChange | undefined {
  const [prefix, ...rest] = payload.split(':');
  const value = rest.join(':');
  if (prefix === 'c' && value) return { kind: 'tenant', cloudId: value };
  if (!/^\d+$/.test(value)) return undefined;
  if (prefix === 's') return { kind: 'session', id: Number(value) };
  if (prefix === 'u') return { kind: 'user', id: Number(value) };
  return undefined;
}
