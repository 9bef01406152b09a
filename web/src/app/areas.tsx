import { areaFor, type AreaDescriptor } from '../lib/area';
import { appManagementArea } from '../features/app-management/app-management.area';
import { blockedSubscribersArea } from '../features/blocked-subscribers/blocked-subscribers.area';
import { devicesArea } from '../features/devices/devices.area';
import { galleryArea } from '../features/gallery/gallery.area';
import { domainsArea } from '../features/domains/domains.area';
import { domainReportArea } from '../features/domain-report/domain-report.area';
import { dashboardArea } from '../features/dashboard/dashboard.area';
import { netsapiensArea } from '../features/netsapiens/netsapiens.area';
import { portabilityArea } from '../features/portability/portability.area';
import { vnDealersArea } from '../features/vn-dealers/vn-dealers.area';
import { subscribersArea } from '../features/subscribers/subscribers.area';
import { usersArea } from '../features/users/users.area';
import { staticAccountsArea } from '../features/static-accounts/static-accounts.area';
import { clientProfilesArea } from '../features/client-profiles/client-profiles.area';
import { whiteLabelArea } from '../features/white-label/white-label.area';
import { releaseNotesArea } from '../features/release-notes/release-notes.area';
import { systemLogsArea } from '../features/logs/logs.area';
import { coreManagementArea, regionArea, smsPermissionArea } from '../features/regions/regions.area';

/** Every area, in sidebar order (document 1 §6). */
export const AREAS: AreaDescriptor[] = [
  dashboardArea,
  appManagementArea,
  blockedSubscribersArea,
  regionArea,
  smsPermissionArea,
  coreManagementArea,
  systemLogsArea,
  usersArea,
  subscribersArea,
  netsapiensArea,
  clientProfilesArea,
  staticAccountsArea,
  galleryArea,
  domainReportArea,
  portabilityArea,
  vnDealersArea,
  releaseNotesArea,
  whiteLabelArea,
  devicesArea,
  domainsArea,
];

export const SIDEBAR_AREAS = AREAS.filter((area) => area.inSidebar !== false);

/** The sidebar item to highlight for a URL: its own area's, or the area it sits under. */
export function sidebarAreaFor(pathname: string): AreaDescriptor | undefined {
  return areaFor(SIDEBAR_AREAS, pathname);
}

/** The area a URL belongs to, for its access rule and document title. */
export function currentArea(pathname: string): AreaDescriptor | undefined {
  return areaFor(AREAS, pathname);
}
