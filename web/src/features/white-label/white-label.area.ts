import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** A tenant's white label (document 3 §2), reached from a row of Subscribers: the super tenant's. */
export const whiteLabelArea = area('whiteLabel', '/subscribers/white_label', IconBuildingSkyscraper, { call: 'whiteLabelDetails' }, {
  '': () => import('./white-label-page').then((m) => m.WhiteLabelPage),
}, { place: 180, inSidebar: false });
