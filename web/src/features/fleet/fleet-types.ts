import type { Fleet, FleetDeviceSortColumn } from '@mamt/contract/fleet/fleet-fields';
import type { ServerSort } from '../../components/data-table/server-sort';

/** The parts of a getFleet answer that the screen's pieces take one by one. */
export type FleetAttention = Fleet['attention'];
export type FleetBlockedLogin = FleetAttention['blocked_logins']['rows'][number];
export type FleetDomainCount = FleetAttention['undelivered_mails'][number];
export type FleetCore = FleetAttention['cores_down'][number];
export type FleetDomain = Fleet['domains'][number];
export type FleetCharts = Fleet['charts'];
export type FleetRegistration = Fleet['registration'];

/** How a device list is searched and sorted (by the server); none: all of it, newest installation first. */
export type DeviceView = { search?: string | undefined } & ServerSort<FleetDeviceSortColumn>;
