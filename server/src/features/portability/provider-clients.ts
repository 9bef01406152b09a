import type { PortabilityProviderKey } from '@mamt/contract';
import { createInteliquentClient } from '../../integrations/portability/inteliquent.js';
import type { PortabilityClient } from '../../integrations/portability/portability-client.js';
import { createPeerlessClient } from '../../integrations/portability/peerless.js';
import { createVoipInnovationsClient } from '../../integrations/portability/voip-innovations.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { StoredRow } from '../../resources/wire-mapping.js';

/** A provider's credentials in the clear, as a client takes them (never logged, never answered). */
export type ProviderCredentials =
  | { provider: 'inteliquent'; name: string; tokenUrl: string; apiUrl: string; clientId: string; clientSecret: string }
  | { provider: 'peerless'; name: string; apiUrl: string; customer: string; userId: string; passCode: string }
  | { provider: 'vi'; name: string; apiUrl: string; login: string; secret: string };

/** The client of a provider with these credentials. */
export function clientFor(credentials: ProviderCredentials, timeoutMs: number): PortabilityClient {
  switch (credentials.provider) {
    case 'inteliquent':
      return createInteliquentClient({ ...credentials, timeoutMs });
    case 'peerless':
      return createPeerlessClient({ ...credentials, timeoutMs });
    case 'vi':
      return createVoipInnovationsClient({ ...credentials, timeoutMs });
  }
}

/** A stored record's credentials, its secret opened. */
export function credentialsOf(provider: PortabilityProviderKey, { row }: StoredRow, secrets: SecretBox): ProviderCredentials {
  const text = (column: string) => String(row[column] ?? '');
  const open = (column: string) => (text(column) === '' ? '' : secrets.open(text(column)));
  const common = { name: text('name'), apiUrl: text('apiUrl') };
  switch (provider) {
    case 'inteliquent':
      return { provider, ...common, tokenUrl: text('tokenUrl'), clientId: text('clientId'), clientSecret: open('clientSecretSealed') };
    case 'peerless':
      return { provider, ...common, customer: text('customer'), userId: text('peerlessUserId'), passCode: open('passCodeSealed') };
    case 'vi':
      return { provider, ...common, login: text('login'), secret: open('secretSealed') };
  }
}

/**
 * One client per stored record and version, so that Inteliquent's token is kept between checks
 * until it expires; an edited record (a new `updatedAt`) gets a new client.
 */
export function createClientCache(timeoutMs: number) {
  const clients = new Map<PortabilityProviderKey, { version: string; client: PortabilityClient }>();
  return (provider: PortabilityProviderKey, stored: StoredRow, secrets: SecretBox): PortabilityClient => {
    const updatedAt = stored.row.updatedAt instanceof Date ? stored.row.updatedAt.getTime() : String(stored.row.updatedAt);
    const version = `${String(stored.row.id)}@${updatedAt}`;
    const cached = clients.get(provider);
    if (cached?.version === version) return cached.client;
    const client = clientFor(credentialsOf(provider, stored, secrets), timeoutMs);
    clients.set(provider, { version, client });
    return client;
  };
}
