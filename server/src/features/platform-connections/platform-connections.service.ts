import { MESSAGES, messageAnswer, platformConnectionResource, type CallOutput, type CallParsedInput, type Calls, type MessageAnswer } from '@mamt/contract';
import type { Db } from '../../db/open-db.js';
import { platformConnections } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { NetsapiensClient } from '../../integrations/netsapiens/netsapiens-client.js';
import { resolvesToInternalAddress } from '../../lib/internal-address.js';
import { createResourceService } from '../../resources/resource-service.js';
import { requireRetyped } from '../../resources/sealed-secrets.js';
import { createTableStore } from '../../resources/table-store.js';
import type { PlatformConnectionsRepository } from './platform-connections.repository.js';
import { testResultOf } from './test-result.js';

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

const TEST_MESSAGES: Record<TestResult['result'], MessageAnswer> = {
  reachable: messageAnswer(MESSAGES.testReachable),
  credentials: messageAnswer(MESSAGES.testCredentials),
  timeout: messageAnswer(MESSAGES.testTimeout),
  unreachable: messageAnswer(MESSAGES.testUnreachable),
  blocked: messageAnswer(MESSAGES.testBlocked),
  error: messageAnswer(MESSAGES.testError),
  refused: messageAnswer(MESSAGES.testRefused),
};

export type PlatformConnectionsServiceDeps = { db: Db; repo: PlatformConnectionsRepository; secrets: SecretBox; timeoutMs: number };

/**
 * Platform connections on the resource kit (secrets sealed, asked again when the API URL changes).
 * Their own rules: one connection per tenant, a URL stored without its trailing slash, and
 * the Test connection call.
 */
export function createPlatformConnectionsService({ db, repo, secrets, timeoutMs }: PlatformConnectionsServiceDeps) {
  const store = createTableStore(db, platformConnections, { tenant: 'tenantId' });
  const service = createResourceService(platformConnectionResource, {
    store,
    secrets,
    hooks: {
      async beforeSave(form) {
        if (!(await repo.tenantExists(form.subscriber_id))) throw fieldError('subscriber_id', MESSAGES.unknownSubscriber);
        const holder = await repo.findByTenant(form.subscriber_id);
        if (holder && holder.connection.id !== form.id) throw fieldError('subscriber_id', MESSAGES.connectionExists);
      },
      columns: (columns, form) => ({ ...columns, apiUrl: normalizeApiUrl(form.api_url) }),
    },
  });

  return {
    ...service,

    /**
     * Signs in with the given values; stored secrets fill the empty ones of a saved connection whose
     * URL is unchanged. At an internal address the answer is only reachable, refused or timed out.
     */
    async test(input: TestInput): Promise<TestResult> {
      const stored = input.id === undefined ? undefined : await store.find(input.id);
      if (input.id !== undefined && !stored) throw new AppError('NOT_FOUND', MESSAGES.connectionNotFound);
      if (stored) requireRetyped(platformConnectionResource, input, stored);
      const open = (column: string) => (stored ? secrets.open(String(stored.row[column])) : '');
      const clientSecret = input.client_secret || open('clientSecretSealed');
      const password = input.superpass || open('superpassSealed');
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

export type PlatformConnectionsService = ReturnType<typeof createPlatformConnectionsService>;
