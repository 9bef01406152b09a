import { IconPlugConnected } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Platform connections (document 3 §4), one per subscriber: the super tenant's. */
export const netsapiensArea = defineArea({
  key: 'netsapiens',
  path: '/netsapiens',
  icon: IconPlugConnected,
  access: { call: 'netsapienSummary' },
  namespace: 'netsapiens',
  pages: [
    { path: '/netsapiens', load: () => import('./netsapiens-page').then((m) => m.NetsapiensPage) },
    { path: '/netsapiens/details', load: () => import('./netsapien-details-page').then((m) => m.NetsapienDetailsPage) },
  ],
});
