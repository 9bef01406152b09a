import { scope } from '../scope.js';
import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZActingUser } from '../common/fields.js';
import { defineCall } from '../define-call.js';

export const subscriberList = defineCall({
  name: 'subscriberList',
  summary: 'Id and cloud id of every subscriber, for pickers; superuser tells the super tenant. Super tenant only.',
  access: superTenant('admin'),
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser }),
  output: z.array(z.object({ id: z.number(), cloud_id: z.string(), company: z.string(), superuser: z.boolean() })),
});
