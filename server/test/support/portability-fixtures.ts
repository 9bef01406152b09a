import { PORTABILITY_PROVIDERS, type CallName, type PortabilityProviderKey } from '@mamt/contract';
import { PROVIDER_TABLES } from '../../src/features/portability/provider-records.js';
import type { TestApp } from '../helper.js';
import { SIMULATOR_CREDENTIALS, type PortabilitySimulatorProvider } from './portability-simulator.js';

/**
 * One portability provider as the tests drive it: its calls and table, its secret (the form field,
 * the flag answered instead, the sealed column), the form fields that say where the secret is sent,
 * and a form of credentials the portability simulator at `url` accepts.
 */
export type ProviderCase = {
  key: PortabilityProviderKey;
  /** The provider as messages name it. */
  name: string;
  /** The provider as the simulator's fault switch names it. */
  simulator: PortabilitySimulatorProvider;
  calls: { list: CallName; save: CallName; delete: CallName; check: CallName };
  secret: string;
  hasSecret: string;
  sealedColumn: string;
  addresses: readonly string[];
  form: (url: string) => Record<string, string>;
};

const providerCase = (key: PortabilityProviderKey, details: Omit<ProviderCase, 'key' | 'name' | 'calls'>): ProviderCase => {
  const provider = PORTABILITY_PROVIDERS.find((entry) => entry.key === key)!;
  const { calls } = PROVIDER_TABLES[key].resource;
  return { key, name: provider.name, calls: { list: calls.list, save: calls.save, delete: calls.delete, check: provider.check }, ...details };
};

export const PROVIDER_CASES: readonly ProviderCase[] = [
  providerCase('inteliquent', {
    simulator: 'inteliquent',
    secret: 'client_secret',
    hasSecret: 'has_client_secret',
    sealedColumn: 'clientSecretSealed',
    // The secret buys a token at the token URL, and the token goes to the API URL.
    addresses: ['token_url', 'api_url'],
    form: (url) => ({
      name: 'Inteliquent',
      token_url: `${url}/inteliquent/oauth/token`,
      api_url: `${url}/inteliquent`,
      client_id: SIMULATOR_CREDENTIALS.inteliquent.clientId,
      client_secret: SIMULATOR_CREDENTIALS.inteliquent.clientSecret,
    }),
  }),
  providerCase('peerless', {
    simulator: 'peerless',
    secret: 'pass_code',
    hasSecret: 'has_pass_code',
    sealedColumn: 'passCodeSealed',
    addresses: ['api_url'],
    form: (url) => ({
      name: 'Peerless',
      customer: SIMULATOR_CREDENTIALS.peerless.customer,
      api_url: `${url}/peerless`,
      user_id: 'peerless-user-7',
      pass_code: SIMULATOR_CREDENTIALS.peerless.passCode,
    }),
  }),
  providerCase('vi', {
    simulator: 'voip-innovations',
    secret: 'secret',
    hasSecret: 'has_secret',
    sealedColumn: 'secretSealed',
    addresses: ['api_url'],
    form: (url) => ({
      name: 'VOIP Innovations',
      login: SIMULATOR_CREDENTIALS.voipInnovations.login,
      api_url: `${url}/voip-innovations/APIService.asmx`,
      secret: SIMULATOR_CREDENTIALS.voipInnovations.secret,
    }),
  }),
];

/** The provider's stored rows, as in the database (sealed secrets and all). */
export async function storedRows(t: TestApp, key: PortabilityProviderKey): Promise<Array<Record<string, unknown>>> {
  return t.database.db.select().from(PROVIDER_TABLES[key].table);
}

/** Drops every provider's record, so that a test starts with none. */
export async function deleteAllRecords(t: TestApp): Promise<void> {
  for (const { table } of Object.values(PROVIDER_TABLES)) await t.database.db.delete(table);
}
