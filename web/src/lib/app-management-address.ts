/**
 * The addresses of App Management and of a user's devices below it, which keep their choices in
 * the address: `?domain=…`, with `cloud=…` first when the super tenant looks at another tenant
 * (app-management-page.tsx), and `user=…` for whose devices (user-devices-page.tsx).
 */
export function appManagementAddress(domain: string, cloudId?: string): string {
  return `/app_management?${placeOf(domain, cloudId).toString()}`;
}

/** Whose devices User Devices shows: the platform login, its domain, and the tenant the super tenant chose. */
export type DevicesOwner = { domain: string; login: string; cloudId?: string };

export const USER_DEVICES_PATH = '/app_management/user_devices';

/** The search of a user's devices' address. */
export function devicesParams({ domain, login, cloudId }: DevicesOwner): URLSearchParams {
  const params = placeOf(domain, cloudId);
  params.set('user', login);
  return params;
}

/** The address of a user's devices: a reload shows the same user, and it can be passed on as a link. */
export const userDevicesAddress = (owner: DevicesOwner) => `${USER_DEVICES_PATH}?${devicesParams(owner).toString()}`;

/** The user and domain an address of User Devices names (the tenant is the chosen one, use-chosen-tenant.ts); null when it names none. */
export function devicesOwnerOf(params: URLSearchParams): Omit<DevicesOwner, 'cloudId'> | null {
  const domain = params.get('domain')?.trim();
  const login = params.get('user')?.trim();
  return domain && login ? { domain, login } : null;
}

function placeOf(domain: string, cloudId: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (cloudId) params.set('cloud', cloudId);
  params.set('domain', domain);
  return params;
}
