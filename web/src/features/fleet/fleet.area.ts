import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** The app fleet (ours): whether the installed apps work, and what to do about those that do not. Next to the dashboard. */
export const fleetArea = area('fleet', '/fleet', IconDeviceMobileCheck, { call: 'getFleet' }, {
  '': () => import('./fleet-page').then((m) => m.FleetPage),
}, { place: 15 });
