import { calls, type Access } from '@mamt/contract';
import type { AreaAccess } from './area';

/** The rule an area's access names: its call's rule in the contract, or its own. */
export function accessOf(access: AreaAccess): Access {
  return 'call' in access ? calls[access.call].access : access;
}
