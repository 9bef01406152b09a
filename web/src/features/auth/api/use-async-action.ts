import { useCallback, useRef, useState } from 'react';
import { RpcError } from '../../../lib/rpc';

/**
 * A small pending/error wrapper for the public pages, which run before the query cache is
 * loaded (it lives in the signed-in chunk to keep /login light). A run asked for while one is
 * under way is ignored: `isPending` reaches the page only with its next render, too late for a
 * double click or a second Enter.
 */
export function useAsyncAction<I, O>(action: (input: I) => Promise<O>) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<RpcError | null>(null);
  const running = useRef(false);
  const run = useCallback(
    async (input: I, handlers: { onSuccess?: (output: O) => void; onError?: (error: RpcError) => void } = {}) => {
      if (running.current) return;
      running.current = true;
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
        running.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return { run, isPending, error };
}
