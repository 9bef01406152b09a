import { canAccess, type Access } from '@mamt/contract';
import type { Creds } from './session';

/** The contract's access rule applied to the stored creds; the server applies the same rule. */
export function credsCanAccess(access: Access, creds: Creds | null): boolean {
  return canAccess(access, creds && { userType: creds.user_type, isSuperTenant: creds.superuser });
}
