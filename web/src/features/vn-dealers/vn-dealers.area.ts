import { IconCar } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Vinsolution dealers (document 3 /vn_dealers): the super tenant's administrators alone; others are sent to /dashboard. */
export const vnDealersArea = area('vnDealers', '/vn_dealers', IconCar, { call: 'getVNDealerList' }, {
  '': () => import('./vn-dealers-page').then((m) => m.VnDealersPage),
}, { place: 160 });
