import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Subscribers are the super tenant's (document 3 §2). */
export const subscribersArea = area('subscribers', '/subscribers', IconBuildingSkyscraper, { call: 'subscriberSummary' }, {
  '': () => import('./subscribers-page').then((m) => m.SubscribersPage),
  '/details': () => import('./subscriber-details-page').then((m) => m.SubscriberDetailsPage),
}, { place: 90 });
