/** Every query of the area starts with this key, so that a resync refreshes the map, its status and the cores at once. */
export const REGIONS_KEY = 'regions';

export const regionsKey = (what: 'map' | 'status' | 'cores' | 'sms', cloudId?: string) => [REGIONS_KEY, what, cloudId ?? ''] as const;
