/** The payload that names the tenant: the super tenant's chosen cloud, or nothing for one's own. */
export const tenant = (cloudId?: string) => (cloudId ? { cloud_id: cloudId } : {});

/** Every query of the area starts with this key, so that a resync refreshes the map, its status and the cores at once. */
export const REGIONS_KEY = 'regions';

export const regionsKey = (what: 'map' | 'status' | 'cores' | 'sms', cloudId?: string) => [REGIONS_KEY, what, cloudId ?? ''] as const;
