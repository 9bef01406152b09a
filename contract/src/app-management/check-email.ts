import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZMessageFields, ZTenantFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGES, formatMessage } from '../messages/messages.js';
import { scope } from '../scope.js';

/** Fewer characters would match most of a large tenant's users. */
export const CHECK_EMAIL_MIN_LENGTH = 3;
/** The most users one search answers: a person reads that many, a bigger tenant is narrowed by typing more. */
export const CHECK_EMAIL_MAX_RESULTS = 100;

const TOO_SHORT = formatMessage(MESSAGES.emailSearchTooShort, { min: CHECK_EMAIL_MIN_LENGTH }).text;

/** Characters as a person counts them: an accented letter typed as letter and mark is one. */
const lengthOf = (value: string) => [...value.normalize('NFC')].length;

/** The search box of Check Email: part of an e-mail address or of a name. */
export const ZEmailSearch = text(255, { error: TOO_SHORT }).refine((value) => lengthOf(value) >= CHECK_EMAIL_MIN_LENGTH, { error: TOO_SHORT });

export const checkEmailInNetsapien = defineCall({
  name: 'checkEmailInNetsapien',
  summary:
    'The platform users of every domain of the tenant whose e-mail address, first name, last name or full name ' +
    `holds \`email\` (at least ${CHECK_EMAIL_MIN_LENGTH} characters; case and accents aside). A whole address or name ` +
    `comes first; at most ${CHECK_EMAIL_MAX_RESULTS} users are answered, \`total\` counts them all. ` +
    "No match answers an empty list with 'No Record Found'. `id` is the user's platform login.",
  access: signedIn,
  scope: scope.cloud('cloud_id'),
  effect: 'read',
  input: z.object({ ...ZTenantFields, email: ZEmailSearch }),
  output: z.object({
    records: z.array(z.object({ id: z.string(), first_name: z.string(), last_name: z.string(), subscriber_login: z.string(), domain: z.string(), email: z.string(), user: z.string() })),
    total: z.number().int().nonnegative(),
    message: ZMessageFields.message.optional(),
    message_id: ZMessageFields.message_id,
  }),
});
