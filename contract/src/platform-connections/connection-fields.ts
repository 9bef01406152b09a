import { z } from 'zod';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { MANDATORY_FIELDS, ZRecordFormFields, recordId, requiredText, text } from '../common/fields.js';

export const CONNECTION_EXISTS = MESSAGE_TEXTS.connectionExists;

/** Never carries the client secret or the superuser password: those stay on the server. */
export const ZPlatformConnection = z.object({
  id: z.number(),
  api_url: z.string(),
  client_id: z.string(),
  delivery_webhook: z.string(),
  superuser: z.string(),
  subscriber_id: z.number(),
  cloud_id: z.string(),
  company: z.string(),
  has_client_secret: z.boolean(),
  has_superpass: z.boolean(),
});

const ZApiUrl = requiredText(MANDATORY_FIELDS, 2048).pipe(
  z.url({ protocol: /^https?$/, error: MESSAGE_TEXTS.invalidApiUrl }),
);

/** The connection form; on edit an empty secret keeps the stored one. */
export const ZPlatformConnectionForm = z
  .object({
    ...ZRecordFormFields,
    api_url: ZApiUrl,
    client_id: requiredText(MANDATORY_FIELDS),
    client_secret: text(1024, { trim: false }).default(''),
    delivery_webhook: text(2048).pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: MESSAGE_TEXTS.invalidWebhook })])).default(''),
    superuser: requiredText(MANDATORY_FIELDS),
    superpass: text(1024, { trim: false }).default(''),
    subscriber_id: recordId(MANDATORY_FIELDS),
  })
  .superRefine((form, ctx) => {
    if (form.id !== undefined) return;
    for (const field of ['client_secret', 'superpass'] as const) {
      if (form[field].trim() === '') ctx.addIssue({ code: 'custom', path: [field], message: MANDATORY_FIELDS });
    }
  });
