import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Subscribers are the super tenant's (document 3 §2). */
export const subscribersArea = defineArea({
  key: 'subscribers',
  path: '/subscribers',
  icon: IconBuildingSkyscraper,
  access: { call: 'subscriberSummary' },
  namespace: 'subscribers',
  pages: [
    { path: '/subscribers', load: () => import('./subscribers-page').then((m) => m.SubscribersPage) },
    { path: '/subscribers/details', load: () => import('./subscriber-details-page').then((m) => m.SubscriberDetailsPage) },
  ],
});
