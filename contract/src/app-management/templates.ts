import { z } from 'zod';
import { signedIn } from '../access.js';
import { ZActingUser, ZId, ZMessage, ZTenantFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { MESSAGE_TEXTS } from '../messages/catalog.js';
import { scope } from '../scope.js';
import { recordWrite, tenantRead } from '../tenant-calls.js';

export const ZTemplate = z.object({ id: z.number(), name: z.string(), subject: z.string(), body: z.string() });

/** Name and body share one spec message: an empty one of either is refused with it. */
const mandatory = text(20000, { error: MESSAGE_TEXTS.templateMandatory }).min(1, { error: MESSAGE_TEXTS.templateMandatory });

export const getTemplates = tenantRead(signedIn, {
  name: 'getTemplates',
  summary: "The QR-code e-mail templates of the caller's tenant (the super tenant may name one), by name.",
  output: z.array(ZTemplate),
});

export const templateCreateUpdate = defineCall({
  name: 'templateCreateUpdate',
  summary:
    'Save an e-mail template of the tenant (admins only). With `id` that template is changed; without, the template of that ' +
    'name is created or updated. The body may hold FIRST_NAME_HERE, LAST_NAME_HERE and LINK_HERE.',
  // Every user reaches the call; only admins pass, with the spec's own refusal text.
  access: signedIn,
  scope: [scope.cloud('cloud_id'), scope.record('id', 'emailTemplate', { optional: true })],
  effect: 'write',
  input: z.object({
    ...ZTenantFields,
    id: ZId.optional(),
    name: mandatory.pipe(z.string().max(255)),
    subject: text(500).default(''),
    body: mandatory,
  }),
  output: z.object({ ...ZMessage.shape, template: ZTemplate }),
});

export const deleteTemplate = recordWrite(signedIn, 'emailTemplate', {
  name: 'deleteTemplate',
  summary: 'Delete an e-mail template of the tenant (admins only).',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZMessage,
});
