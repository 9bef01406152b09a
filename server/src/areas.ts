import { appManagementArea } from './features/app-management/app-management.area.js';
import { authArea } from './features/auth/auth.area.js';
import { blockedSubscribersArea } from './features/blocked-subscribers/blocked-subscribers.area.js';
import { clientProfilesArea } from './features/client-profiles/client-profiles.area.js';
import { devicesArea } from './features/devices/devices.area.js';
import { netsapiensArea } from './features/netsapiens/netsapiens.area.js';
import { portabilityArea } from './features/portability/portability.area.js';
import { vnDealersArea } from './features/vn-dealers/vn-dealers.area.js';
import { galleryArea } from './features/gallery/gallery.area.js';
import { domainsArea } from './features/domains/domains.area.js';
import { domainReportArea } from './features/domain-report/domain-report.area.js';
import { profileArea } from './features/profile/profile.area.js';
import { provisioningArea } from './features/provisioning/provisioning.area.js';
import { regionsArea } from './features/regions/regions.area.js';
import { dashboardArea } from './features/dashboard/dashboard.area.js';
import { logsArea } from './features/logs/logs.area.js';
import { releaseNotesArea } from './features/release-notes/release-notes.area.js';
import { staticAccountsArea } from './features/static-accounts/static-accounts.area.js';
import { subscribersArea } from './features/subscribers/subscribers.area.js';
import { usersArea } from './features/users/users.area.js';
import { whiteLabelArea } from './features/white-label/white-label.area.js';
import type { ServerArea } from './wiring/server-area.js';

/**
 * Every area of the server, each one module of its feature folder (`<feature>.area.ts`) that wires
 * its handlers, record owners and purges from the core. The server is built from this one list,
 * as the contract's call table is from contract/src/areas.ts; adding an area adds its module here.
 */
export const SERVER_AREAS: readonly ServerArea[] = [
  authArea,
  whiteLabelArea,
  profileArea,
  usersArea,
  subscribersArea,
  netsapiensArea,
  appManagementArea,
  provisioningArea,
  devicesArea,
  blockedSubscribersArea,
  staticAccountsArea,
  releaseNotesArea,
  clientProfilesArea,
  regionsArea,
  dashboardArea,
  logsArea,
  portabilityArea,
  vnDealersArea,
  galleryArea,
  domainsArea,
  domainReportArea,
];
