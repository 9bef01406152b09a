import { useCallback, useState } from 'react';
import { RpcError } from '../../../lib/rpc';

/**
 * A small pending/error wrapper for the public pages, which run before the query cache is
 * loaded (it lives in the signed-in chunk to keep /login light).
 */
export function useAsyncAction<I, O>(action: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<RpcError | null>(null);
  const run = useCallback(
    async (input: I, handlers: { onSuccess?: (output: O) => void; onError?: (error: RpcError) => void } = {}) => {
      setPending(true);
      setError(null);
      try {
        const output = await action(input);
        handlers.onSuccess?.(output);
      } catch (caught) {
        const failure = caught instanceof RpcError ? caught : new RpcError(0, {});
        setError(failure);
        handlers.onError?.(failure);
      } finally {
        setPending(false);
      }
    },
    [action],
  );
  return { run, isPending, error };
}
