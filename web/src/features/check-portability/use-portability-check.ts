import { PORTABILITY_PROVIDERS, type PortabilityProviderKey, type PortabilityResult } from '@mamt/contract/portability/portability-check';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RpcError } from '../../lib/rpc';
import { checkWithProvider, type PortabilityProvider } from './api/check-with-provider';

export type ProviderState = { status: 'waiting' } | { status: 'answered'; count: number } | { status: 'failed'; error: RpcError };
export type ResultRow = PortabilityResult & { provider: PortabilityProviderKey };
export type CheckRun = { rows: ResultRow[]; providers: Partial<Record<PortabilityProviderKey, ProviderState>>; started: boolean };

const NOT_STARTED: CheckRun = { rows: [], providers: {}, started: false };

const failureOf = (error: unknown) => (error instanceof RpcError ? error : new RpcError(0, {}));

/**
 * A check of the numbers with the three providers at once (document 3 §4: results are appended as
 * each returns). Each provider's rows join the table as its call answers; one that fails keeps its
 * failure beside the others' rows. A new check drops the last one's answers, even those still coming.
 */
export function usePortabilityCheck(cloudId: string) {
  const [run, setRun] = useState<CheckRun>(NOT_STARTED);
  // The check whose answers are still wanted: a later check, or leaving the page, ends the earlier one.
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const check = useCallback(
    (numbers: readonly string[]) => {
      const id = ++current.current;
      setRun({ rows: [], providers: Object.fromEntries(PORTABILITY_PROVIDERS.map((provider) => [provider.key, { status: 'waiting' }])), started: true });
      const settle = (provider: PortabilityProvider, state: ProviderState, rows: PortabilityResult[] = []) => {
        if (id !== current.current) return;
        setRun((shown) => ({
          ...shown,
          rows: [...shown.rows, ...rows.map((row) => ({ ...row, provider: provider.key }))],
          providers: { ...shown.providers, [provider.key]: state },
        }));
      };
      for (const provider of PORTABILITY_PROVIDERS) {
        checkWithProvider(provider, { cloud_id: cloudId, numbers: numbers.join(',') }).then(
          (rows) => settle(provider, { status: 'answered', count: rows.length }, rows),
          (error: unknown) => settle(provider, { status: 'failed', error: failureOf(error) }),
        );
      }
    },
    [cloudId],
  );

  const running = Object.values(run.providers).some((state) => state.status === 'waiting');
  return { ...run, running, check };
}
