import { z } from 'zod';
import { signedIn, userTypes } from '../access.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { domainRead, domainWrite, tenantRead } from '../tenant-calls.js';
import { DEVICE_LIMIT_MAX, DEVICE_LIMIT_MIN, ZDomainPayload, ZDomainSettingsAnswer } from './domain-fields.js';

export const DEVICE_LIMIT_RANGE = MESSAGE_TEXTS.deviceLimitRange;

export const getCompanyDetails = tenantRead(signedIn, {
  name: 'getCompanyDetails',
  summary: "The tenant's company flags that decide which domain toggles App Management shows (textable, call_history).",
  output: z.object({ textable: z.boolean(), call_history: z.boolean() }),
});

export const getDeviceLimit = domainRead(signedIn, {
  name: 'getDeviceLimit',
  summary: "A domain's device limit per user: the one set in the console, else the platform domain's max_device.",
  input: z.object(ZDomainPayload),
  output: z.object({ limit: z.number().int() }),
});

export const SetDeviceLimit = domainWrite(userTypes('admin'), {
  name: 'SetDeviceLimit',
  summary: "Sets a domain's device limit (1 to 20), on the platform domain's max_device and in the console. Admins only.",
  input: z.object({
    ...ZDomainPayload,
    device_limit: z.coerce
      .number({ error: DEVICE_LIMIT_RANGE })
      .int({ error: DEVICE_LIMIT_RANGE })
      .min(DEVICE_LIMIT_MIN, { error: DEVICE_LIMIT_RANGE })
      .max(DEVICE_LIMIT_MAX, { error: DEVICE_LIMIT_RANGE }),
  }),
  output: ZDomainSettingsAnswer,
});
