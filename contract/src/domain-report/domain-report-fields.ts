import { z } from 'zod';

/** The subscriber-level provisioning switch of a tenant's white label, as the report shows it (document 3 §4). */
export const REPORT_PROVISIONING = ['Enabled', 'Disabled'] as const;
export type ReportProvisioning = (typeof REPORT_PROVISIONING)[number];

/** The report's two CSV files (document 3 §9), without their `.csv`. */
export const DOMAIN_REPORT_FILE = 'Billing';
export const ACTIVE_SUBSCRIBERS_FILE = 'active_subscribers';

/**
 * One row of the domain report (document 3 §3): one telephony domain of the tenant, read live from
 * the platform.
 *
 * The documents name `subscriber_global` and `domain_global` without saying what they hold. The
 * platform keeps two names of a domain besides `domain` itself (shared/reference/netsapiens-api.md,
 * the domain object), and those are what they are here:
 * - `subscriber_global`: the domain's `territory`, the reseller account that owns the domain on the
 *   platform, which is how the platform as a whole (not this console) names the subscriber company
 *   the domain bills to;
 * - `domain_global`: the domain's `description`, its descriptive name across the platform.
 *
 * `id` is the row's number in the report (domains in name order, from 1): the platform gives a
 * domain no number of its own. `active_subscribers` counts the domain's people whose account is
 * active (auto attendants, queues and other system users left out, as App Management lists users).
 * `provisioning` is the tenant's subscriber-level provisioning (its white label's "Allow all
 * users/all domains"): only the super tenant is told it (document 3 §6).
 */
export const ZDomainReportRow = z.object({
  id: z.number().int().positive(),
  subscriber_global: z.string(),
  domain: z.string(),
  domain_global: z.string(),
  active_subscribers: z.number().int().min(0),
  provisioning: z.enum(REPORT_PROVISIONING).optional(),
});
export type DomainReportRow = z.output<typeof ZDomainReportRow>;

/**
 * One active subscriber of a domain (document 3 §3): a person counted in the domain's
 * `active_subscribers`. `extension` is the platform's `user`; `id` the row's number (extensions in
 * order, from 1).
 */
export const ZActiveSubscriberRow = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  extension: z.string(),
  subscriber_login: z.string(),
});
export type ActiveSubscriberRow = z.output<typeof ZActiveSubscriberRow>;
