import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { PROVIDER_RECORDS } from '../resource/resource-access.js';
import { hasSecret, tenantField } from '../resource/wire-fields.js';
import { ZPlatformConnection, ZPlatformConnectionForm } from './connection-fields.js';

export const platformConnectionResource = defineResource({
  name: 'netsapien',
  calls: { list: 'netsapienSummary', detail: 'netsapienDetail', save: 'createUpdateNetsapien', delete: 'deleteNetsapienDetail' },
  record: ZPlatformConnection,
  form: ZPlatformConnectionForm,
  ...PROVIDER_RECORDS,
  summaries: {
    list: 'Every platform connection, without secrets. Super tenant only.',
    detail: 'One platform connection, without secrets. Super tenant only.',
    save: 'Create or update a platform connection; secrets are stored encrypted, an empty secret on edit keeps the stored one.',
    delete: 'Delete a platform connection. Super tenant only.',
  },
  messages: { notFound: 'connectionNotFound', created: 'connectionCreated', updated: 'connectionUpdated', deleted: 'recordDeleted' },
  // A tenant has one connection: it goes by its tenant's cloud id.
  auditName: ({ cloud_id, api_url }) => String(cloud_id || api_url || ''),
  // The connection names its tenant by the tenant's id (subscriber_id); the tenant's cloud id and company are read with it.
  fields: {
    id: 'id',
    api_url: 'apiUrl',
    client_id: 'clientId',
    delivery_webhook: 'deliveryWebhook',
    superuser: 'superuser',
    subscriber_id: 'tenantId',
    cloud_id: tenantField('cloudId'),
    company: tenantField('company'),
    has_client_secret: hasSecret('clientSecretSealed'),
    has_superpass: hasSecret('superpassSealed'),
  },
  // Both secrets are only ever sent to the stored API URL (document 3; spec README decision 7).
  secrets: {
    client_secret: { column: 'clientSecretSealed', sentTo: ['api_url'] },
    superpass: { column: 'superpassSealed', sentTo: ['api_url'] },
  },
  secretAddress: { compare: 'url', message: MESSAGES.retypeSecret },
  // Two saves for the same tenant at once: the unique key decides, the loser hears why.
  unique: { netsapien_connections_subscriber_id_unique: { field: 'subscriber_id', message: MESSAGES.connectionExists } },
});
