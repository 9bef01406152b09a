import { scope } from '../scope.js';
import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZMessageFields, recordId, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const testNetsapienConnection = defineCall({
  name: 'testNetsapienConnection',
  summary:
    'Sign in to the platform with the form values (empty secrets of a stored connection use the stored ones) and say plainly how it went.',
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'read',
  input: z.object({
    id: recordId().optional(),
    api_url: text(2048),
    client_id: text(255),
    client_secret: text(1024, { trim: false }).default(''),
    superuser: text(255),
    superpass: text(1024, { trim: false }).default(''),
  }),
  output: z.object({ ok: z.boolean(), result: z.enum(['reachable', 'credentials', 'timeout', 'unreachable', 'blocked', 'error', 'refused']), ...ZMessageFields }),
});
