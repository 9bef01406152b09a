import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { PROVIDER_RECORDS } from '../resource/resource-access.js';
import { hasSecret, readOnly } from '../resource/wire-fields.js';
import { ZInteliquent, ZInteliquentForm, ZPeerless, ZPeerlessForm, ZVoipInnovations, ZVoipInnovationsForm } from './portability-fields.js';

/**
 * The three portability providers' credentials (document 3): the provider's own records, one per
 * provider, kept by the super tenant's admins. The summary answers a list of which the screen uses
 * the first entry. Every secret is sealed at rest, never answered, and must be typed again when an
 * address it is sent to changes (spec README decision 7).
 */
const common = {
  ...PROVIDER_RECORDS,
  messages: { notFound: 'portabilityProviderNotFound', created: 'portabilityProviderCreated', updated: 'portabilityProviderUpdated', deleted: 'recordDeleted' },
  secretAddress: { compare: 'url', message: MESSAGES.portabilityRetypeSecret },
} as const;

// The record is kept by the provider's subscriber and names who saved it: both set by the server.
const storedBy = { id: 'id', name: 'name', api_url: 'apiUrl', subscriber_id: readOnly('subscriberId'), created_user: readOnly('createdUser') };

export const inteliquentResource = defineResource({
  ...common,
  name: 'inteliquent',
  calls: { list: 'inteliquentSummary', save: 'inteliquentCreateUpdate', delete: 'deleteInteliquent' },
  record: ZInteliquent,
  form: ZInteliquentForm,
  summaries: {
    list: 'The Inteliquent credentials (a list of at most one), without the client secret. Super tenant only.',
    save: 'Create or update the Inteliquent credentials; the client secret is sealed, an empty one on edit keeps it unless a URL changed.',
    delete: 'Delete the Inteliquent credentials.',
  },
  fields: { ...storedBy, token_url: 'tokenUrl', client_id: 'clientId', has_client_secret: hasSecret('clientSecretSealed') },
  // The client secret goes to the token URL; the token it buys goes to the API URL.
  secrets: { client_secret: { column: 'clientSecretSealed', sentTo: ['token_url', 'api_url'] } },
  unique: { portability_inteliquent_subscriber_id_unique: { field: 'id', message: MESSAGES.portabilityProviderExists } },
});

export const peerlessResource = defineResource({
  ...common,
  name: 'peerless',
  calls: { list: 'peerlessSummary', save: 'peerlessCreateUpdate', delete: 'deletePeerless' },
  record: ZPeerless,
  form: ZPeerlessForm,
  summaries: {
    list: 'The Peerless credentials (a list of at most one), without the pass code. Super tenant only.',
    save: 'Create or update the Peerless credentials (a_user_id names who acts; user_id is the Peerless user id); the pass code is sealed.',
    delete: 'Delete the Peerless credentials.',
  },
  fields: { ...storedBy, customer: 'customer', user_id: 'peerlessUserId', has_pass_code: hasSecret('passCodeSealed') },
  secrets: { pass_code: { column: 'passCodeSealed', sentTo: ['api_url'] } },
  unique: { portability_peerless_subscriber_id_unique: { field: 'id', message: MESSAGES.portabilityProviderExists } },
});

export const voipInnovationsResource = defineResource({
  ...common,
  name: 'vi',
  calls: { list: 'viSummary', save: 'viCreateUpdate', delete: 'deleteVi' },
  record: ZVoipInnovations,
  form: ZVoipInnovationsForm,
  summaries: {
    list: 'The VOIP Innovations credentials (a list of at most one), without the secret. Super tenant only.',
    save: 'Create or update the VOIP Innovations credentials (a_user_id names who acts); the secret is sealed.',
    delete: 'Delete the VOIP Innovations credentials.',
  },
  fields: { ...storedBy, login: 'login', has_secret: hasSecret('secretSealed') },
  secrets: { secret: { column: 'secretSealed', sentTo: ['api_url'] } },
  unique: { portability_vi_subscriber_id_unique: { field: 'id', message: MESSAGES.portabilityProviderExists } },
});
