import { useSession } from '../../lib/use-session';

/**
 * The tenant a link to another screen names (App Management, User Devices, Core Management): the
 * row's own for the super tenant, who may be looking at every tenant; none for anyone else, whose
 * screens only ever show their own.
 */
export function useLinkCloud(): (rowCloudId: string) => string | undefined {
  const { creds } = useSession();
  const superTenant = creds?.superuser ?? false;
  return (rowCloudId) => (superTenant ? rowCloudId : undefined);
}

/** Core Management, on the tenant whose core is down. */
export const coreManagementAddress = (cloudId?: string) => (cloudId ? `/core_management?cloud=${encodeURIComponent(cloudId)}` : '/core_management');
