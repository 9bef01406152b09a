import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MANDATORY_FIELDS, ZCloudId, ZFlag, ZRecordFormFields, optionalEmail, requiredText } from '../common/fields.js';

export const CLOUD_ID_TAKEN = MESSAGE_TEXTS.cloudIdTaken;
export const SUBSCRIBER_IN_USE = MESSAGE_TEXTS.subscriberInUse;
export const SUPER_TENANT_LOCKED = MESSAGE_TEXTS.superTenantLocked;

export const ZTenant = z.object({
  id: z.number(),
  accountcode: z.string(),
  cloud_id: z.string(),
  company: z.string(),
  email: z.string(),
  phone_number: z.string(),
  fetching_method: z.string(),
  active: z.boolean(),
  allow_all_users: z.boolean(),
});

/** The tenant form (the spec's subscriber form, document 3 §2, §5); the server validates the same object. */
export const ZTenantForm = z.object({
  ...ZRecordFormFields,
  accountcode: requiredText(MANDATORY_FIELDS, 64),
  cloud_id: requiredText(MANDATORY_FIELDS, 64).pipe(ZCloudId),
  company: requiredText(MANDATORY_FIELDS),
  email: optionalEmail(MESSAGE_TEXTS.invalidEmail).default(''),
  phone_number: requiredText(MANDATORY_FIELDS, 32).regex(/^[0-9+()\-. ]+$/, { error: MESSAGE_TEXTS.invalidPhone }),
  fetching_method: z.literal('remote_api').default('remote_api'),
  active: ZFlag.default(true),
  allow_all_users: ZFlag.default(false),
});
