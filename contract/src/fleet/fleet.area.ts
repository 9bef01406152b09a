import { getFleet, listFleetDevices } from './fleet-calls.js';

/** The app fleet (ours): whether the installed apps work, and what to do about those that do not. */
export const fleetCalls = { getFleet, listFleetDevices };
