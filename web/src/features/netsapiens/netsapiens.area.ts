import { IconPlugConnected } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Platform connections (document 3 §4), one per subscriber: the super tenant's. */
export const netsapiensArea = area('netsapiens', '/netsapiens', IconPlugConnected, { call: 'netsapienSummary' }, {
  '': () => import('./netsapiens-page').then((m) => m.NetsapiensPage),
  '/details': () => import('./netsapien-details-page').then((m) => m.NetsapienDetailsPage),
}, { place: 100 });
