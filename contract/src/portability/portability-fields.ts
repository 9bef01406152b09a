import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { ZRecordFormFields, recordId, requiredText, text } from '../common/fields.js';

/** Document 3 §5: every field of each provider card is required, and each failure says so in these words. */
export const ALL_FIELDS_MANDATORY = MESSAGE_TEXTS.allFieldsMandatory;

const required = (max = 255) => requiredText(ALL_FIELDS_MANDATORY, max);
const ZProviderUrl = required(2048).pipe(z.url({ protocol: /^https?$/, error: MESSAGE_TEXTS.portabilityUrlInvalid }));
/** A secret: its spaces count; on edit an empty one keeps the stored value (unless its address changed). */
const secret = () => text(1024, { trim: false }).default('');
const ZId = recordId().optional();
/** Who acts, as older clients name it (`a_user_id` where the record has a `user_id` of its own): accepted, never trusted. */
const ZActingAUser = { a_user_id: z.union([text(255), z.number()]).optional() };

/** A secret is required when the record is created (no id). */
const secretOnCreate =
  <F extends string>(...fields: F[]) =>
  (form: { id?: number } & Record<F, string>, ctx: z.RefinementCtx) => {
    if (form.id !== undefined) return;
    for (const field of fields) if (form[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: ALL_FIELDS_MANDATORY });
  };

/** Fields every provider record answers: who keeps it (the provider's own subscriber) and who saved it. */
const ZStoredBy = { id: z.number(), name: z.string(), api_url: z.string(), subscriber_id: z.number(), created_user: z.string() };

/** Never carries the client secret. */
export const ZInteliquent = z.object({ ...ZStoredBy, token_url: z.string(), client_id: z.string(), has_client_secret: z.boolean() });

export const ZInteliquentForm = z
  .object({
    ...ZRecordFormFields,
    name: required(),
    token_url: ZProviderUrl,
    api_url: ZProviderUrl,
    client_id: required(),
    client_secret: secret(),
  })
  .superRefine(secretOnCreate('client_secret'));

/** Never carries the pass code. `user_id` is the Peerless account's user id, not who acts. */
export const ZPeerless = z.object({ ...ZStoredBy, customer: z.string(), user_id: z.string(), has_pass_code: z.boolean() });

export const ZPeerlessForm = z
  .object({
    ...ZActingAUser,
    id: ZId,
    name: required(),
    customer: required(),
    api_url: ZProviderUrl,
    pass_code: secret(),
    user_id: required(),
  })
  .superRefine(secretOnCreate('pass_code'));

/** Never carries the secret. */
export const ZVoipInnovations = z.object({ ...ZStoredBy, login: z.string(), has_secret: z.boolean() });

export const ZVoipInnovationsForm = z
  .object({
    ...ZActingAUser,
    id: ZId,
    name: required(),
    login: required(),
    api_url: ZProviderUrl,
    secret: secret(),
  })
  .superRefine(secretOnCreate('secret'));
