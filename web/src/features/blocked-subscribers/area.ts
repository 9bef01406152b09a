import { IconUserOff } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Blocked Subscribers (document 2 §2): every signed-in user sees the tenant's blocked app logins. */
export const blockedSubscribersArea = defineArea({
  key: 'blockedSubscribers',
  path: '/blocked_subscribers',
  icon: IconUserOff,
  access: { call: 'getBlcokedUsers' },
  namespace: 'blockedSubscribers',
  pages: [{ path: '/blocked_subscribers', load: () => import('./blocked-subscribers-page').then((m) => m.BlockedSubscribersPage) }],
});
