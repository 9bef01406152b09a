import { authCalls } from './auth/auth.area.js';
import { whiteLabelCalls } from './white-label/white-label.area.js';
import { profileCalls } from './profile/profile.area.js';
import { usersCalls } from './users/users.area.js';
import { subscribersCalls } from './subscribers/subscribers.area.js';
import { netsapiensCalls } from './netsapiens/netsapiens.area.js';
import { appManagementCalls } from './app-management/app-management.area.js';
import { provisioningCalls } from './provisioning/provisioning.area.js';
import { devicesCalls } from './devices/devices.area.js';
import { blockedSubscribersCalls } from './blocked-subscribers/blocked-subscribers.area.js';
import { staticAccountsCalls } from './static-accounts/static-accounts.area.js';
import { releaseNotesCalls } from './release-notes/release-notes.area.js';
import { clientProfilesCalls } from './client-profiles/client-profiles.area.js';
import { regionsCalls } from './regions/regions.area.js';
import { dashboardCalls } from './dashboard/dashboard.area.js';
import { logsCalls } from './logs/logs.area.js';
import { portabilityCalls } from './portability/portability.area.js';
import { vnDealersCalls } from './vn-dealers/vn-dealers.area.js';
import { galleryCalls } from './gallery/gallery.area.js';
import { domainsCalls } from './domains/domains.area.js';
import { domainReportCalls } from './domain-report/domain-report.area.js';

/**
 * Every area of the API, each one module of its own folder (`<area>/<area>.area.ts`): the call
 * table (calls.ts) is built from this one list. Adding an area adds its module here.
 */
export const AREA_CALLS = [
  authCalls,
  whiteLabelCalls,
  profileCalls,
  usersCalls,
  subscribersCalls,
  netsapiensCalls,
  appManagementCalls,
  provisioningCalls,
  devicesCalls,
  blockedSubscribersCalls,
  staticAccountsCalls,
  releaseNotesCalls,
  clientProfilesCalls,
  regionsCalls,
  dashboardCalls,
  logsCalls,
  portabilityCalls,
  vnDealersCalls,
  galleryCalls,
  domainsCalls,
  domainReportCalls,
] as const;
