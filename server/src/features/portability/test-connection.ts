import { MESSAGES, PORTABILITY_PROVIDERS, formatMessage, messageAnswer, type CallOutput, type CallParsedInput, type Calls } from '@mamt/contract';
import { PortabilityError } from '../../integrations/portability/portability-error.js';
import { AppError } from '../../lib/app-error.js';
import { resolvesToInternalAddress } from '../../lib/internal-address.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { requireRetyped } from '../../resources/sealed-secrets.js';
import { clientFor, credentialsOf, type ProviderCredentials } from './provider-clients.js';
import { PROVIDER_TABLES, type ProviderRecords } from './provider-records.js';

type TestInput = CallParsedInput<Calls['testPortabilityConnection']>;
type TestOutput = CallOutput<Calls['testPortabilityConnection']>;
type TestResult = TestOutput['result'];

/** The number asked in a test: a fictional one (555-01xx is reserved for fiction). */
export const TEST_NUMBER = '2025550100';

const MESSAGE_OF = {
  ok: MESSAGES.portabilityTestOk,
  'invalid-credentials': MESSAGES.portabilityTestCredentials,
  timeout: MESSAGES.portabilityTestTimeout,
  unreachable: MESSAGES.portabilityTestUnreachable,
  'provider-error': MESSAGES.portabilityTestFailing,
  refused: MESSAGES.portabilityTestRefused,
  'bad-answer': MESSAGES.portabilityTestBadAnswer,
} as const;

/**
 * At an address of this machine or its network, the answer only says whether it worked, timed out
 * or not: telling a closed port from a refused sign-in would turn the button into a port scanner.
 */
const coarse = (result: TestResult): TestResult => (result === 'ok' || result === 'timeout' ? result : 'refused');

/** The host of an http(s) address; nothing for anything else. */
const hostOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.hostname : undefined;
  } catch {
    return undefined;
  }
};

/** The card's values as credentials; empty secrets of a stored record come from it while its addresses are unchanged. */
async function credentialsFor(input: TestInput, records: ProviderRecords, secrets: SecretBox): Promise<ProviderCredentials> {
  const stored = input.id === undefined ? undefined : await records[input.provider].find(input.id);
  if (input.id !== undefined && !stored) throw new AppError('NOT_FOUND', MESSAGES.portabilityProviderNotFound);
  const keep = stored ? credentialsOf(input.provider, stored, secrets) : undefined;
  if (stored) requireRetyped(PROVIDER_TABLES[input.provider].resource, input, stored);
  const name = PORTABILITY_PROVIDERS.find((provider) => provider.key === input.provider)?.name ?? input.provider;
  switch (input.provider) {
    case 'inteliquent':
      return {
        provider: 'inteliquent',
        name,
        tokenUrl: input.token_url,
        apiUrl: input.api_url,
        clientId: input.client_id,
        clientSecret: input.client_secret || (keep?.provider === 'inteliquent' ? keep.clientSecret : ''),
      };
    case 'peerless':
      return {
        provider: 'peerless',
        name,
        apiUrl: input.api_url,
        customer: input.customer,
        userId: input.user_id,
        passCode: input.pass_code || (keep?.provider === 'peerless' ? keep.passCode : ''),
      };
    case 'vi':
      return { provider: 'vi', name, apiUrl: input.api_url, login: input.login, secret: input.secret || (keep?.provider === 'vi' ? keep.secret : '') };
  }
}

/** Test connection of a provider card: one fictional number checked with the card's values. */
export async function testConnection(input: TestInput, deps: { records: ProviderRecords; secrets: SecretBox; timeoutMs: number }): Promise<TestOutput> {
  const credentials = await credentialsFor(input, deps.records, deps.secrets);
  const provider = credentials.name;
  const answer = (result: TestResult): TestOutput => ({ ok: result === 'ok', result, ...messageAnswer(formatMessage(MESSAGE_OF[result], { provider })) });
  const urls = credentials.provider === 'inteliquent' ? [credentials.tokenUrl, credentials.apiUrl] : [credentials.apiUrl];
  const hosts = urls.map(hostOf);
  if (hosts.some((host) => host === undefined)) return answer('unreachable');
  const internal = (await Promise.all(hosts.map((host) => resolvesToInternalAddress(host ?? '')))).some(Boolean);
  try {
    await clientFor(credentials, deps.timeoutMs).check([TEST_NUMBER]);
    return answer('ok');
  } catch (error) {
    const result: TestResult = error instanceof PortabilityError ? error.failure : 'provider-error';
    return answer(internal ? coarse(result) : result);
  }
}
