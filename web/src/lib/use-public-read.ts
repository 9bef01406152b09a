import { useEffect, useState } from 'react';
import { RpcError } from './rpc';

/** A public page's read: under way, answered, or failed (a network failure as status 0). */
export type PublicRead<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: RpcError };

/**
 * The one read of a public page (the QR page, a portability check link), shared by both: `read`
 * (a module constant) asks for `key` (the token, the cloud id), again whenever the key changes,
 * outside the signed-in screens' query cache. Given `refused`, an empty key fails with it at once,
 * without asking.
 */
export function usePublicRead<T>(key: string, read: (key: string) => Promise<T>, refused?: RpcError): PublicRead<T> {
  const initial = (): PublicRead<T> => (key === '' && refused ? { status: 'failed', error: refused } : { status: 'loading' });
  const [state, setState] = useState<{ key: string; value: PublicRead<T> }>(() => ({ key, value: initial() }));
  if (state.key !== key) setState({ key, value: initial() });
  useEffect(() => {
    if (key === '' && refused) return;
    let cancelled = false;
    read(key)
      .then((data) => !cancelled && setState({ key, value: { status: 'ready', data } }))
      .catch((error: unknown) => !cancelled && setState({ key, value: { status: 'failed', error: error instanceof RpcError ? error : new RpcError(0, {}) } }));
    return () => {
      cancelled = true;
    };
  }, [key, read, refused]);
  return state.value;
}
