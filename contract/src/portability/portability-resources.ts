import type { z } from 'zod';
import { MESSAGES } from '../messages/messages.js';
import { defineResource } from '../resource/define-resource.js';
import { PROVIDER_RECORDS } from '../resource/resource-access.js';
import { hasSecret, readOnly } from '../resource/wire-fields.js';
import { ZInteliquent, ZInteliquentForm, ZPeerless, ZPeerlessForm, ZVoipInnovations, ZVoipInnovationsForm } from './portability-fields.js';
import { portabilityProvider, secretFieldOf, storedFlagOf, type PortabilityProviderDescriptor, type PortabilityProviderKey } from './portability-providers.js';

// The providers' descriptors reach the contract's index through here (and the check page's through portability-check.ts).
export * from './portability-providers.js';

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
const storedBy = { id: 'id', name: 'name', api_url: 'apiUrl', subscriber_id: readOnly('tenantId'), created_user: readOnly('createdUser') };

/** A provider's credentials as a resource of the kit, from its descriptor (portability-providers.ts) and the schemas made from it. */
function providerResource<const P extends PortabilityProviderDescriptor, R extends z.ZodType, F extends z.ZodType>(provider: P, record: R, form: F) {
  // Typed with this provider's own call names (inferred, they would be every provider's).
  return defineResource<P['calls'], R, F>({
    ...common,
    name: provider.key,
    calls: provider.calls,
    record,
    form,
    summaries: provider.summaries,
    fields: { ...storedBy, ...provider.columns, [storedFlagOf(provider)]: hasSecret(provider.secret.column) },
    secrets: { [secretFieldOf(provider)]: provider.secret },
    // One record per provider: its table's subscriber is unique.
    unique: { [`portability_${provider.key}_subscriber_id_unique`]: { field: 'id', message: MESSAGES.portabilityProviderExists } },
  });
}

export const inteliquentResource = providerResource(portabilityProvider('inteliquent'), ZInteliquent, ZInteliquentForm);
export const peerlessResource = providerResource(portabilityProvider('peerless'), ZPeerless, ZPeerlessForm);
export const voipInnovationsResource = providerResource(portabilityProvider('vi'), ZVoipInnovations, ZVoipInnovationsForm);

/** Each provider's resource by its key, for the code that serves or draws any of them. */
export const PORTABILITY_RESOURCES = {
  inteliquent: inteliquentResource,
  peerless: peerlessResource,
  vi: voipInnovationsResource,
} as const satisfies Record<PortabilityProviderKey, unknown>;
