import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { PROVIDER_RECORDS } from '../resource/resource-access.js';
import { ZTenant, ZTenantForm } from './tenant-fields.js';

export const tenantResource = defineResource({
  name: 'subscriber',
  calls: { list: 'subscriberSummary', detail: 'subscriberDetail', save: 'createUpdateSubscriber', delete: 'deleteSubscriberDetail' },
  record: ZTenant,
  form: ZTenantForm,
  ...PROVIDER_RECORDS,
  summaries: {
    list: 'Every subscriber (tenant). Super tenant only.',
    detail: 'One subscriber. Super tenant only.',
    save: 'Create a subscriber (no id) or update one (id). Cloud ids are unique. Super tenant only.',
    delete: 'Delete a subscriber that has no console users and no platform connection left. Super tenant only.',
  },
  messages: { notFound: 'subscriberNotFound', created: 'subscriberCreated', updated: 'subscriberUpdated', deleted: 'recordDeleted' },
  fields: {
    id: 'id',
    accountcode: 'accountcode',
    cloud_id: 'cloudId',
    company: 'company',
    email: 'email',
    phone_number: 'phoneNumber',
    fetching_method: 'fetchingMethod',
    active: 'active',
    allow_all_users: 'allowAllUsers',
  },
  // Two creates of one cloud id at once: the unique key decides, and the loser hears why.
  unique: { subscribers_cloud_id_unique: { field: 'cloud_id', message: MESSAGES.cloudIdTaken } },
});
