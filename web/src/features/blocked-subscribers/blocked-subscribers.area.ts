import { IconUserOff } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Blocked Subscribers (document 2 §2): every signed-in user sees the tenant's blocked app logins. */
export const blockedSubscribersArea = area('blockedSubscribers', '/blocked_subscribers', IconUserOff, { call: 'getBlcokedUsers' }, {
  '': () => import('./blocked-subscribers-page').then((m) => m.BlockedSubscribersPage),
}, { place: 30 });
