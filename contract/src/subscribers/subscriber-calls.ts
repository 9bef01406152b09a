import { scope } from '../scope.js';
import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZActingUser, ZId, ZMessage, ZMessageFields, text } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { ZSubscriber, ZSubscriberForm } from './subscriber-fields.js';

const superTenantAdmin = superTenant('admin');

export const subscriberSummary = defineCall({
  name: 'subscriberSummary',
  summary: 'Every subscriber (tenant). Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser, cloud_id: text(64).optional() }),
  output: z.array(ZSubscriber),
});

export const subscriberDetail = defineCall({
  name: 'subscriberDetail',
  summary: 'One subscriber. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZSubscriber,
});

export const createUpdateSubscriber = defineCall({
  name: 'createUpdateSubscriber',
  summary: 'Create a subscriber (no id) or update one (id). Cloud ids are unique. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  input: ZSubscriberForm,
  output: z.object({ ...ZMessageFields, id: z.number() }),
});

export const deleteSubscriberDetail = defineCall({
  name: 'deleteSubscriberDetail',
  summary: 'Delete a subscriber that has no console users and no platform connection left. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  input: z.object({ ...ZActingUser, id: ZId }),
  output: ZMessage,
});

export const subscriberList = defineCall({
  name: 'subscriberList',
  summary: 'Id and cloud id of every subscriber, for pickers; superuser tells the super tenant. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser }),
  output: z.array(z.object({ id: z.number(), cloud_id: z.string(), company: z.string(), superuser: z.boolean() })),
});
