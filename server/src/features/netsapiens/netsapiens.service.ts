import { MESSAGES, messageAnswer, type CallOutput, type CallParsedInput, type Calls, type MessageAnswer } from '@mamt/contract';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { NetsapiensClient } from '../../integrations/netsapiens/netsapiens-client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { resolvesToInternalAddress } from '../../lib/internal-address.js';
import { requireRetypedSecrets } from '../../lib/retype-secrets.js';
import type { NetsapiensRepository } from './netsapiens.repository.js';
import { testResultOf } from './test-result.js';

type Row = NonNullable<Awaited<ReturnType<NetsapiensRepository['findById']>>>;
type Form = CallParsedInput<Calls['createUpdateNetsapien']>;
type TestInput = CallParsedInput<Calls['testNetsapienConnection']>;
type TestResult = CallOutput<Calls['testNetsapienConnection']>;


const hostnameOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
};

const normalizeApiUrl = (url: string) => url.trim().replace(/\/+$/, '');

/** Stored secrets are only ever sent to the stored API URL: a changed one needs each of them typed again. */
function requireSecretsForNewUrl(stored: Row['connection'] | null, apiUrl: string, typed: { client_secret: string; superpass: string }): void {
  requireRetypedSecrets({
    stored: stored ? [stored.apiUrl] : undefined,
    next: [normalizeApiUrl(apiUrl)],
    typed: { client_secret: typed.client_secret, superpass: typed.superpass },
    message: MESSAGES.retypeSecret,
  });
}

const toWire = ({ connection, cloudId, company }: Row): CallOutput<Calls['netsapienDetail']> => ({
  id: connection.id,
  api_url: connection.apiUrl,
  client_id: connection.clientId,
  delivery_webhook: connection.deliveryWebhook,
  superuser: connection.superuser,
  subscriber_id: connection.subscriberId,
  cloud_id: cloudId,
  company,
  has_client_secret: connection.clientSecretSealed !== '',
  has_superpass: connection.superpassSealed !== '',
});

const TEST_MESSAGES: Record<TestResult['result'], MessageAnswer> = {
  reachable: messageAnswer(MESSAGES.testReachable),
  credentials: messageAnswer(MESSAGES.testCredentials),
  timeout: messageAnswer(MESSAGES.testTimeout),
  unreachable: messageAnswer(MESSAGES.testUnreachable),
  blocked: messageAnswer(MESSAGES.testBlocked),
  error: messageAnswer(MESSAGES.testError),
  refused: messageAnswer(MESSAGES.testRefused),
};

export type NetsapiensServiceDeps = { repo: NetsapiensRepository; secrets: SecretBox; timeoutMs: number };

export function createNetsapiensService({ repo, secrets, timeoutMs }: NetsapiensServiceDeps) {
  async function find(id: number): Promise<Row> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.connectionNotFound);
    return row;
  }

  return {
    list: async () => (await repo.list()).map(toWire),
    detail: async (id: number) => toWire(await find(id)),

    async save(form: Form): Promise<MessageAnswer & { id: number }> {
      if (!(await repo.subscriberExists(form.subscriber_id))) throw fieldError('subscriber_id', MESSAGES.unknownSubscriber);
      const holder = await repo.findBySubscriber(form.subscriber_id);
      if (holder && holder.connection.id !== form.id) throw fieldError('subscriber_id', MESSAGES.connectionExists);
      const stored = form.id === undefined ? null : (await find(form.id)).connection;
      requireSecretsForNewUrl(stored, form.api_url, form);
      const columns = {
        subscriberId: form.subscriber_id,
        apiUrl: normalizeApiUrl(form.api_url),
        clientId: form.client_id,
        deliveryWebhook: form.delivery_webhook,
        superuser: form.superuser,
        // An empty secret on edit keeps the stored one (document 3; spec README decision 7).
        ...(form.client_secret ? { clientSecretSealed: secrets.seal(form.client_secret) } : {}),
        ...(form.superpass ? { superpassSealed: secrets.seal(form.superpass) } : {}),
      };
      try {
        if (form.id === undefined) {
          const id = await repo.insert({ ...columns, clientSecretSealed: secrets.seal(form.client_secret), superpassSealed: secrets.seal(form.superpass) });
          return { ...messageAnswer(MESSAGES.connectionCreated), id };
        }
        await repo.update(form.id, columns);
        return { ...messageAnswer(MESSAGES.connectionUpdated), id: form.id };
      } catch (error) {
        // Two saves for the same subscriber at once: the unique key decides, the loser hears why.
        if (isUniqueViolation(error, 'netsapien_connections_subscriber_id_unique')) throw fieldError('subscriber_id', MESSAGES.connectionExists);
        throw error;
      }
    },

    async remove(id: number): Promise<MessageAnswer> {
      await find(id);
      await repo.delete(id);
      return messageAnswer(MESSAGES.recordDeleted);
    },

    /**
     * Signs in with the given values; stored secrets fill the empty ones of a saved connection whose
     * URL is unchanged. At an internal address the answer is only reachable, refused or timed out.
     */
    async test(input: TestInput): Promise<TestResult> {
      const stored = input.id !== undefined ? (await find(input.id)).connection : null;
      requireSecretsForNewUrl(stored, input.api_url, input);
      const clientSecret = input.client_secret || (stored ? secrets.open(stored.clientSecretSealed) : '');
      const password = input.superpass || (stored ? secrets.open(stored.superpassSealed) : '');
      const apiUrl = normalizeApiUrl(input.api_url);
      const hostname = /^https?:\/\/[^/\s]+/.test(apiUrl) ? hostnameOf(apiUrl) : undefined;
      if (!hostname) return { ok: false, result: 'unreachable', ...TEST_MESSAGES.unreachable };
      const answer = (result: TestResult['result']): TestResult => ({ ok: result === 'reachable', result, ...TEST_MESSAGES[result] });
      const internal = await resolvesToInternalAddress(hostname);
      const client = new NetsapiensClient({ apiUrl, clientId: input.client_id, clientSecret, username: input.superuser, password }, { timeoutMs });
      try {
        await client.checkSignIn();
        return answer('reachable');
      } catch (error) {
        return answer(testResultOf(error, internal));
      }
    },
  };
}

export type NetsapiensService = ReturnType<typeof createNetsapiensService>;
