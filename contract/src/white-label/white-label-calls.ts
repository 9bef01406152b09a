import { z } from 'zod';
import { superTenant } from '../access.js';
import { ZActingUser, ZCloudId, ZFlag, ZId, ZMessageFields } from '../common/fields.js';
import { defineCall } from '../define-call.js';
import { scope } from '../scope.js';
import { WHITE_LABEL_IMAGES, ZTenantRef, ZWhiteLabel, ZWhiteLabelForm } from './white-label-fields.js';

const superTenantAdmin = superTenant('admin');

export const whiteLabelDetails = defineCall({
  name: 'whiteLabelDetails',
  summary: "A tenant's white label without the e-mail password; a tenant without one answers the defaults with id null. Super tenant only.",
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object({ ...ZActingUser, subscriber_id: ZId }),
  output: ZWhiteLabel,
});

export const createUpdateWhiteLabel = defineCall({
  name: 'createUpdateWhiteLabel',
  summary:
    "Create or update a tenant's white label with its images (multipart); raises the tenant's configuration version. Super tenant only.",
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  body: { kind: 'multipart', files: WHITE_LABEL_IMAGES },
  input: ZWhiteLabelForm,
  output: z.object({ ...ZMessageFields, id: z.number() }),
});

export const getProvisioningSubscriber = defineCall({
  name: 'getProvisioningSubscriber',
  summary:
    "2xx when every user of the tenant may provision the app (subscriber-level provisioning), 404 when not, as document 3 has it " +
    "(success = enabled, failure = disabled). The console reads the same flag from subscriberDetail's allow_all_users instead, " +
    'which answers 200 either way. Super tenant only.',
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'read',
  input: z.object(ZTenantRef),
  output: z.object({ enabled: z.literal(true) }),
});

export const checkUncheckProvisioningSubscriber = defineCall({
  name: 'checkUncheckProvisioningSubscriber',
  summary: "Turns subscriber-level provisioning (allow all users) on or off; cloudId must be the subscriber's. Super tenant only.",
  access: superTenantAdmin,
  scope: scope.provider,
  effect: 'write',
  input: z.object({ ...ZTenantRef, cloudId: ZCloudId, check: ZFlag }),
  output: z.object({ ...ZMessageFields, allow_all_users: z.boolean() }),
});
