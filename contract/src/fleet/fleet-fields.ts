import { z } from 'zod';

/**
 * The app fleet (ours, no peer console has it): whether the installed apps of a tenant work, from
 * what provisioning recorded and what the telephony platform says of each device's registration.
 */

/** The lists behind the Fleet screen's figures and attention items, each a filter of the live app devices. */
export const FLEET_LISTS = ['installed', 'active', 'latest', 'behind', 'stale', 'registered', 'unregistered', 'never-registered'] as const;
export const ZFleetList = z.enum(FLEET_LISTS);
export type FleetList = z.infer<typeof ZFleetList>;

/** Days the installs and refusals chart covers, and what counts as an active device. */
export const FLEET_CHART_DAYS = 30;
export const FLEET_ACTIVE_DAYS = 7;
/** Rows of each attention list the summary carries; the rest are paged through `listFleetDevices`. */
export const FLEET_ATTENTION_ROWS = 10;

/** Why a provisioning attempt was refused, as the refusals are counted per tenant and day (charted per day as their sum, and per reason over the chart's days). */
export const PROVISIONING_REFUSAL_REASONS = ['credentials', 'blocked', 'not-allowed', 'device-limit', 'platform'] as const;
export const ZRefusalReason = z.enum(PROVISIONING_REFUSAL_REASONS);
export type RefusalReason = z.infer<typeof ZRefusalReason>;

const count = z.number().int().min(0);
const when = z.iso.datetime({ offset: true });

/** The figures at the top of the screen; `installed` = `latest` + `behind` = `registered` + `unregistered`. */
export const ZFleetFigures = z.object({
  installed: count,
  /** Provisioned (first or again) in the last FLEET_ACTIVE_DAYS days. */
  active: count,
  latest: count,
  behind: count,
  /** Registered to a core now, as the platform last said. */
  registered: count,
  unregistered: count,
  blocked_logins: count,
  /** Users whose latest QR e-mail was not delivered (failed, or kept for want of a mail server). */
  undelivered_mails: count,
});
export type FleetFigures = z.infer<typeof ZFleetFigures>;

export const ZFleetDay = z.object({ day: z.iso.date(), installs: count, refusals: count });
export const ZFleetShare = z.object({ name: z.string(), devices: count });
export const ZFleetRefusalReason = z.object({ reason: ZRefusalReason, refusals: count });
export const ZFleetCore = z.object({
  cloud_id: z.string(),
  core: z.string(),
  /** Devices registered to it now. */
  devices: count,
  /** Marked down on Core Management. */
  down: z.boolean(),
});

export const ZFleetCharts = z.object({
  /** One entry per day, oldest first, FLEET_CHART_DAYS of them ending today (UTC). */
  days: z.array(ZFleetDay),
  platforms: z.array(ZFleetShare),
  /** The most common app versions; the rest summed under the name `other`. */
  app_versions: z.array(ZFleetShare),
  cores: z.array(ZFleetCore),
  /** The refusals of the chart's days per reason, most first; a reason with none is left out. */
  refusal_reasons: z.array(ZFleetRefusalReason),
});

/** One live app device, as a list of the screen shows it. */
export const ZFleetDevice = z.object({
  cloud_id: z.string(),
  domain: z.string(),
  extension: z.string(),
  subscriber_login: z.string(),
  device: z.string(),
  platform: z.string(),
  app_version: z.string().nullable(),
  installed_at: when,
  last_provisioned_at: when.nullable(),
  up_to_date: z.boolean(),
  /** The core it is registered to now, empty when it is not registered. */
  core: z.string(),
  /** Until when its registration holds, as the platform last said; null when it never registered. */
  registration_expires_at: when.nullable(),
  user_agent: z.string(),
  /** The platform's last word on a refused registration (e.g. `401 Unauthorized: wrong password`), empty when none. */
  registration_error: z.string(),
});
export type FleetDevice = z.infer<typeof ZFleetDevice>;

/** The fields a device list may be sorted by (text without regard to case, empty and never last); without one, newest installation first. */
export const FLEET_DEVICE_SORT_COLUMNS = [
  'cloud_id',
  'subscriber_login',
  'device',
  'platform',
  'app_version',
  'installed_at',
  'last_provisioned_at',
  'core',
  'registration_expires_at',
] as const satisfies ReadonlyArray<keyof FleetDevice>;
export type FleetDeviceSortColumn = (typeof FLEET_DEVICE_SORT_COLUMNS)[number];

export const ZFleetBlockedLogin = z.object({ id: z.number().int(), cloud_id: z.string(), login_user: z.string(), blocked_at: when });

/** A domain (of a tenant) on which something is wrong, with how many devices or mails it concerns. */
export const ZFleetDomainCount = z.object({ cloud_id: z.string(), domain: z.string(), count });

export const ZFleetAttention = z.object({
  /**
   * Behind the configuration and not fetched for over `after_minutes` (the server's
   * FLEET_STALE_MINUTES, a day unless set otherwise): Reprovision.
   */
  stale: z.object({ after_minutes: count, total: count, rows: z.array(ZFleetDevice) }),
  /** Provisioned but never registered: the platform's last word says why. */
  never_registered: z.object({ total: count, rows: z.array(ZFleetDevice) }),
  /** Unblock. */
  blocked_logins: z.object({ total: count, rows: z.array(ZFleetBlockedLogin) }),
  /** Per domain: Resend. */
  undelivered_mails: z.array(ZFleetDomainCount),
  /** Domains with installed apps whose provisioning is switched off (and not allowed tenant-wide). */
  provisioning_off: z.array(ZFleetDomainCount),
  /** Cores marked down that devices are registered to now. */
  cores_down: z.array(ZFleetCore),
});

/** One row per domain with installed apps (or undelivered mails), for opening App Management or User Devices on it. */
export const ZFleetDomain = z.object({
  cloud_id: z.string(),
  domain: z.string(),
  installed: count,
  active: count,
  behind: count,
  registered: count,
  never_registered: count,
  undelivered_mails: count,
  provisioning: z.boolean(),
});

/**
 * How fresh the registration figures are. Each domain's devices are read from the platform in one
 * read, kept `cache_seconds` and shared by every viewer; a domain whose latest read failed is listed
 * with the platform's failure in words, its figures from the read before (or none).
 */
export const ZFleetRegistration = z.object({
  cache_seconds: count,
  /** The oldest read the figures rest on; null when no domain has been read yet. */
  read_at: when.nullable(),
  /** Domains still being read for the first time or again (the super tenant's every-tenant view reads in the background). */
  pending: count,
  failures: z.array(z.object({ cloud_id: z.string(), domain: z.string(), message: z.string(), failed_at: when })),
});

export const ZFleet = z.object({
  /** The tenant the answer covers; null: every tenant (the super tenant's view). */
  cloud_id: z.string().nullable(),
  figures: ZFleetFigures,
  charts: ZFleetCharts,
  attention: ZFleetAttention,
  domains: z.array(ZFleetDomain),
  registration: ZFleetRegistration,
  generated_at: when,
});
export type Fleet = z.infer<typeof ZFleet>;
