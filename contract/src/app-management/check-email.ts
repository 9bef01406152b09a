import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser, ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';

export const checkEmailInNetsapien = defineCall({
  name: 'checkEmailInNetsapien',
  summary:
    "The platform users of every domain of the tenant whose e-mail address is `email` (case-insensitive). " +
    "No match answers an empty list with 'No Record Found'. `id` is the user's platform login.",
  access: signedIn,
  scope: scope.cloud('cloud_id'),
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional(), email: text(255, { error: MESSAGE_TEXTS.invalidEmail }).min(1, { error: MESSAGE_TEXTS.invalidEmail }) }),
  output: z.object({
    records: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), subscriber_login: z.string(), domain: z.string(), email: z.string(), user: z.string() })),
    message: ZMessageFields.message.optional(),
    message_id: ZMessageFields.message_id,
  }),
});
