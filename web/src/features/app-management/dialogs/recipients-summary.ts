import type { DomainUser } from '../api/use-domain-users';

/** Addresses written out before the rest are only counted: two thousand addresses help no one. */
const NAMED = 3;

/**
 * The To line of the QR e-mail: every address when there are a few (`more` 0), else the first ones
 * and how many more ("a@x, b@y, c@z and 1,997 more").
 */
export function recipientsSummary(users: DomainUser[]): { addresses: string; more: number } {
  const addresses = users.map((user) => (user.email ?? '').trim());
  if (addresses.length <= NAMED + 1) return { addresses: addresses.join(', '), more: 0 };
  return { addresses: addresses.slice(0, NAMED).join(', '), more: addresses.length - NAMED };
}
