import { useQuery } from '@tanstack/react-query';
import { nsApiRead } from '../../../lib/rpc';

const FIELDS = 'user,first_name,last_name,email,subscriber_login,scope';

/** A user of the domain as the platform lists it (the fields above), as every table and dialog of App Management takes it. */
export type DomainUser = Record<string, string>;

/** Users of a domain through the platform proxy, sorted by first name (document 2 §4). */
export function useDomainUsers(domain: string | null, cloudId?: string) {
  return useQuery({
    queryKey: ['domain-users', cloudId ?? 'own', domain],
    queryFn: async () => {
      const rows = await nsApiRead('subscriber', { domain: domain as string, fields: FIELDS, ...(cloudId ? { cloud_id: cloudId } : {}) });
      return rows.sort((a, b) => (a.first_name ?? '').localeCompare(b.first_name ?? ''));
    },
    enabled: domain !== null,
  });
}
