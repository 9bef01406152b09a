import { useQuery } from '@tanstack/react-query';
import { cloudIdsQuery } from '../../../lib/tenant-queries';

/** The tenants a user may be placed in (the answer the other screens' tenant pickers share). */
export function useCloudIds() {
  return useQuery(cloudIdsQuery());
}
