import { IconAppWindow } from '@tabler/icons-react';
import { area } from '../../lib/area';

/** Client (SIP) profiles (document 3 §2): primary, domain and extension levels; for admins of every tenant. */
export const clientProfilesArea = area('clientProfiles', '/client_profiles', IconAppWindow, { call: 'profileSummary' }, {
  '': () => import('./client-profiles-page').then((m) => m.ClientProfilesPage),
  '/details': () => import('./client-profile-details-page').then((m) => m.ClientProfileDetailsPage),
}, { place: 110 });
