import { pgTable, text } from 'drizzle-orm/pg-core';
import { clientCredentials, serialId, timestamps } from './columns.js';
import { tenantKey } from './tenants.js';

// The number-portability providers' credentials (document 3): the provider's own records, one per
// provider (the one tenant keeping them: the super tenant), each secret sealed (lib/secret-box.ts).

const keptBy = () => ({
  id: serialId(),
  /** The tenant keeping the records (the super tenant): one record per provider. */
  tenantId: tenantKey('restrict'),
  name: text('name').notNull(),
  apiUrl: text('api_url').notNull(),
  /** The console user who last saved the record. */
  createdUser: text('created_user').notNull(),
  ...timestamps(),
});

export const portabilityInteliquent = pgTable('portability_inteliquent', {
  ...keptBy(),
  tokenUrl: text('token_url').notNull(),
  ...clientCredentials(),
});

export const portabilityPeerless = pgTable('portability_peerless', {
  ...keptBy(),
  customer: text('customer').notNull(),
  peerlessUserId: text('peerless_user_id').notNull(),
  passCodeSealed: text('pass_code_sealed').notNull(),
});

export const portabilityVi = pgTable('portability_vi', {
  ...keptBy(),
  login: text('login').notNull(),
  secretSealed: text('secret_sealed').notNull(),
});
