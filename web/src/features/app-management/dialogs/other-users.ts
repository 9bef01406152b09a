import { useDomainUsers } from '../api/use-domain-users';

/** The other users of the domain, as choices of a select. */
export function useOtherUsers(domain: string, cloudId: string | undefined, extension: string) {
  const users = useDomainUsers(domain, cloudId);
  return (users.data ?? [])
    .filter((row) => row.user && row.user !== extension)
    .map((row) => ({ value: row.user ?? '', label: `${row.user} — ${[row.first_name, row.last_name].filter(Boolean).join(' ')}` }));
}
