import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** A tenant's white label (document 3 §2), reached from a row of Subscribers: the super tenant's. */
export const whiteLabelArea = defineArea({
  key: 'whiteLabel',
  path: '/subscribers/white_label',
  icon: IconBuildingSkyscraper,
  access: { call: 'whiteLabelDetails' },
  namespace: 'whiteLabel',
  inSidebar: false,
  pages: [{ path: '/subscribers/white_label', load: () => import('./white-label-page').then((m) => m.WhiteLabelPage) }],
});
