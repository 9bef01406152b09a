import type { Fleet } from '@mamt/contract/fleet/fleet-fields';

/** The parts of a getFleet answer that the screen's pieces take one by one. */
export type FleetAttention = Fleet['attention'];
export type FleetBlockedLogin = FleetAttention['blocked_logins']['rows'][number];
export type FleetDomainCount = FleetAttention['undelivered_mails'][number];
export type FleetCore = FleetAttention['cores_down'][number];
export type FleetDomain = Fleet['domains'][number];
export type FleetCharts = Fleet['charts'];
export type FleetRegistration = Fleet['registration'];
