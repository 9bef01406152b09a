import { useDomainUsers } from '../api/use-domain-users';

/**
 * The users of the domain as choices of a select, leaving out `except`. Shared voicemail keeps the
 * user itself among them: choosing it gets the spec's own message (document 2 §5) from the server.
 */
export function useUserChoices(domain: string, cloudId: string | undefined, except?: string) {
  const users = useDomainUsers(domain, cloudId);
  return (users.data ?? [])
    .filter((row) => row.user && row.user !== except)
    .map((row) => ({ value: row.user ?? '', label: `${row.user} — ${[row.first_name, row.last_name].filter(Boolean).join(' ')}` }));
}
