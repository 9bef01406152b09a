import { z } from 'zod';
import { userTypes } from '../access.js';
import { ZTenantFields, requiredText, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { domainRead } from '../tenant-calls.js';
import { ZActiveSubscriberRow, ZDomainReportRow } from './domain-report-fields.js';

// Document 1 §6: the Domain Report is for admins; a tenant's admin reports on their own tenant only.
const admins = userTypes('admin');

// A report reads every domain's users from the tenant's shared platform budget: one user must not spend it for everyone.
const REPORTS_PER_USER_PER_MINUTE = 30;

export const billingSummary = defineCall({
  name: 'billingSummary',
  summary:
    "The domain report: one row per telephony domain of the tenant (or only `domain`), with its active subscribers, read live from the platform. " +
    'The super tenant must name the subscriber (cloud_id) and also sees its subscriber-level provisioning; everyone else reports on their own tenant.',
  access: admins,
  scope: [scope.cloud('cloud_id'), scope.domain('domain', { optional: true })],
  effect: 'read',
  input: z.object({ ...ZTenantFields, domain: text(255).optional() }),
  output: z.array(ZDomainReportRow),
  perUserPerMinute: REPORTS_PER_USER_PER_MINUTE,
});

export const getActiveSubscribers = domainRead(admins, {
  name: 'getActiveSubscribers',
  summary: "The active subscribers of one telephony domain of the tenant (system users left out), read live from the platform.",
  input: z.object({ ...ZTenantFields, domain: requiredText(MESSAGE_TEXTS.domainRequired, 255) }),
  output: z.array(ZActiveSubscriberRow),
});
