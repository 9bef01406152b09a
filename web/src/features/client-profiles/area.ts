import { IconAppWindow } from '@tabler/icons-react';
import { defineArea } from '../../lib/area';

/** Client (SIP) profiles (document 3 §2): primary, domain and extension levels; for admins of every tenant. */
export const clientProfilesArea = defineArea({
  key: 'clientProfiles',
  path: '/client_profiles',
  icon: IconAppWindow,
  access: { call: 'profileSummary' },
  namespace: 'clientProfiles',
  pages: [
    { path: '/client_profiles', load: () => import('./client-profiles-page').then((m) => m.ClientProfilesPage) },
    { path: '/client_profiles/details', load: () => import('./client-profile-details-page').then((m) => m.ClientProfileDetailsPage) },
  ],
});
