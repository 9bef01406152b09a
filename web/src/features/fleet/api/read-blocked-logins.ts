import type { CallOutput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { tenantPayload } from '../../../lib/tenant-queries';

export type TenantBlockedLogin = CallOutput<Calls['getBlcokedUsers']>[number];

/** Every blocked login of one tenant, for the attention list's CSV file (the summary carries only its first rows). */
export const readBlockedLogins = (cloudId?: string): Promise<TenantBlockedLogin[]> => rpc('getBlcokedUsers', tenantPayload(cloudId));
