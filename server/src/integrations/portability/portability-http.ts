import { askOutside, type OutsideAnswer, type OutsideRequest, type RequestFailure } from '../outside-http/outside-request.js';
import { oneLine, withoutSecrets } from '../outside-http/outside-text.js';
import type { PortabilityProvider } from './portability-client.js';
import { PortabilityError, type PortabilityFailure } from './portability-error.js';

/** A provider's answer: its status and body text; `url` is the address as it may be shown. */
export type ProviderAnswer = OutsideAnswer;

export type ProviderRequest = OutsideRequest & { provider: PortabilityProvider };

/** A redirect is reported as the provider failing: it answered, but not where it was asked. */
const FAILURES: Record<RequestFailure, PortabilityFailure> = { timeout: 'timeout', unreachable: 'unreachable', redirected: 'provider-error' };

/** The provider's words, one line, shortened and cleaned of secrets; undefined when there are none. */
export function providerWords(words: unknown, secrets: ReadonlyArray<string | undefined>): string | undefined {
  return oneLine(typeof words === 'string' ? withoutSecrets(words, secrets) : words);
}

/**
 * One request to a provider within `timeoutMs`. Fails with a PortabilityError on a timeout, the
 * network, or a redirect; any other status is returned for the client to read.
 */
export function askProvider({ provider, ...request }: ProviderRequest): Promise<ProviderAnswer> {
  return askOutside(request, (failure, detail) => new PortabilityError(provider, FAILURES[failure], detail));
}

/** Runs `task` on every item, at most `limit` at a time, in order; stops starting new ones after a failure. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
