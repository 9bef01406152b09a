import { IconSwitchHorizontal } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Number portability providers (document 3): the super tenant's admins keep the three providers' credentials. */
export const portabilityArea = area('portability', '/portability', IconSwitchHorizontal, { call: 'inteliquentSummary' }, {
  '': () => import('./portability-page').then((m) => m.PortabilityPage),
}, { place: 150 });
