import { IconAddressBook } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Static SIP accounts (document 3 §2): the super tenant's alone; others are sent to /dashboard. */
export const staticAccountsArea = area('staticAccounts', '/static_accounts', IconAddressBook, { call: 'accountsSummary' }, {
  '': () => import('./static-accounts-page').then((m) => m.StaticAccountsPage),
  '/details': () => import('./static-account-details-page').then((m) => m.StaticAccountDetailsPage),
}, { place: 120 });
