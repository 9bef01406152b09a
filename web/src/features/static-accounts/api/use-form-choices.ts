import { useQuery } from '@tanstack/react-query';
import { cloudIdsQuery, defaultsQuery } from '../../../lib/tenant-queries';

/** The tenants the Subscriber dropdown offers (every tenant, for the super tenant). */
export function useTenantChoices() {
  return useQuery(cloudIdsQuery());
}

/** The Transport dropdown's choices. */
export function useTransportChoices() {
  return useQuery({ ...defaultsQuery(), select: (defaults) => defaults.transport.Allowed });
}
