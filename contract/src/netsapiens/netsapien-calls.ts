import { scope } from '../scope.js';
import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZActingUser, ZId, ZMessage, ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { ZNetsapien, ZNetsapienForm } from './netsapien-fields.js';

const superTenantAdmin = superTenant('admin');

export const netsapienSummary = defineCall({
  name: 'netsapienSummary',
  summary: 'Every platform connection, without secrets. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(ZNetsapien),
});

export const netsapienDetail = defineCall({
  name: 'netsapienDetail',
  summary: 'One platform connection, without secrets. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZNetsapien,
});

export const createUpdateNetsapien = defineCall({
  name: 'createUpdateNetsapien',
  summary: 'Create or update a platform connection; secrets are stored encrypted, an empty secret on edit keeps the stored one.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  input: ZNetsapienForm,
  output: z.object({ ...ZMessageFields, id: z.number() }),
});

export const deleteNetsapienDetail = defineCall({
  name: 'deleteNetsapienDetail',
  summary: 'Delete a platform connection. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZMessage,
});

export const testNetsapienConnection = defineCall({
  name: 'testNetsapienConnection',
  summary:
    'Sign in to the platform with the form values (empty secrets of a stored connection use the stored ones) and say plainly how it went.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({
    id: z.coerce.number().int().positive().optional(),
    api_url: text(2048),
    client_id: text(255),
    client_secret: text(1024, { trim: false }).default(''),
    superuser: text(255),
    superpass: text(1024, { trim: false }).default(''),
  }),
  output: z.object({ ok: z.boolean(), result: z.enum(['reachable', 'credentials', 'timeout', 'unreachable', 'blocked', 'error', 'refused']), ...ZMessageFields }),
});
