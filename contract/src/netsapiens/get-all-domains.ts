import { scope } from '../scope.js';
import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';

export const NO_PLATFORM_CONNECTION = MESSAGE_TEXTS.noConnection;

export const getAllDomains = defineCall({
  name: 'getAllDomains',
  summary: "The telephony domains of the caller's tenant, read live from the platform (the super tenant may name a cloud id).",
  access: signedIn,
  scope: scope.cloud('cloud_id'),
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(z.object({ domain: z.string(), description: z.string() })),
});
