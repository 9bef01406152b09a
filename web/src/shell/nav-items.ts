import { signedIn, superTenant, userTypes, type Access } from '@mamt/contract';
import {
  IconAddressBook,
  IconAppWindow,
  IconBuildingSkyscraper,
  IconCar,
  IconChartBar,
  IconCpu,
  IconDeviceMobileCog,
  IconFileText,
  IconLayoutDashboard,
  IconMapPin,
  IconNews,
  IconPhoto,
  IconPlugConnected,
  IconSwitchHorizontal,
  IconUserCog,
  IconUserOff,
  type Icon,
} from '@tabler/icons-react';

/**
 * One descriptor per area: its route, sidebar icon and who may see it (document 1 §6). The sidebar
 * and the route guard read the same rule; the server enforces it on the area's calls.
 */
export type NavItem = { key: string; path: string; icon: Icon; access: Access };

export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboard', path: '/dashboard', icon: IconLayoutDashboard, access: signedIn },
  { key: 'appManagement', path: '/app_management', icon: IconDeviceMobileCog, access: signedIn },
  { key: 'blockedSubscribers', path: '/blocked_subscribers', icon: IconUserOff, access: signedIn },
  { key: 'region', path: '/region', icon: IconMapPin, access: userTypes('admin') },
  { key: 'coreManagement', path: '/core_management', icon: IconCpu, access: userTypes('admin') },
  { key: 'systemLogs', path: '/logs', icon: IconFileText, access: signedIn },
  { key: 'users', path: '/users', icon: IconUserCog, access: userTypes('admin') },
  { key: 'subscribers', path: '/subscribers', icon: IconBuildingSkyscraper, access: superTenant('admin') },
  { key: 'netsapiens', path: '/netsapiens', icon: IconPlugConnected, access: superTenant('admin') },
  { key: 'clientProfiles', path: '/client_profiles', icon: IconAppWindow, access: userTypes('admin') },
  { key: 'staticAccounts', path: '/static_accounts', icon: IconAddressBook, access: superTenant() },
  { key: 'gallery', path: '/gallery', icon: IconPhoto, access: superTenant('admin') },
  { key: 'domainReport', path: '/domains_report', icon: IconChartBar, access: userTypes('admin') },
  { key: 'portability', path: '/portability', icon: IconSwitchHorizontal, access: superTenant('admin') },
  { key: 'vnDealers', path: '/vn_dealers', icon: IconCar, access: superTenant('admin') },
  { key: 'releaseNotes', path: '/ReleaseNotes', icon: IconNews, access: signedIn },
];

const BUILT_AREAS = new Set(['dashboard', 'appManagement', 'users', 'subscribers', 'netsapiens']);

/** Areas whose screens arrive in later releases; their routes show an honest notice. */
export const UPCOMING_AREAS: NavItem[] = [
  ...NAV_ITEMS.filter((item) => !BUILT_AREAS.has(item.key)),
  { key: 'whiteLabel', path: '/subscribers/white_label', icon: IconBuildingSkyscraper, access: superTenant('admin') },
  { key: 'appManagement', path: '/app_management/check_email', icon: IconDeviceMobileCog, access: signedIn },
  { key: 'appManagement', path: '/app_management/user_devices', icon: IconDeviceMobileCog, access: signedIn },
];

export function navItemFor(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
