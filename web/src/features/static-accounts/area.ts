import { IconAddressBook } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Static SIP accounts (document 3 §2): the super tenant's alone; others are sent to /dashboard. */
export const staticAccountsArea = defineArea({
  key: 'staticAccounts',
  path: '/static_accounts',
  icon: IconAddressBook,
  access: { call: 'accountsSummary' },
  namespace: 'staticAccounts',
  pages: [
    { path: '/static_accounts', load: () => import('./static-accounts-page').then((m) => m.StaticAccountsPage) },
    { path: '/static_accounts/details', load: () => import('./static-account-details-page').then((m) => m.StaticAccountDetailsPage) },
  ],
});
