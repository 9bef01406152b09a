import type { CallOutput } from '@mamt/contract';
import { getQrCode } from '@mamt/contract/app-management/qr-mail';
import { useEffect, useState } from 'react';
import { rpcCall, RpcError } from '../../../lib/rpc';

export type QrCode = CallOutput<typeof getQrCode>;
export type QrCodeState = { status: 'loading' } | { status: 'ready'; qr: QrCode } | { status: 'failed'; error: RpcError };

/**
 * The QR page's one read. It runs outside the signed-in screens' query cache (no session here);
 * reading does not use the token up, so a reload shows the same code.
 */
export function useQrCode(token: string): QrCodeState {
  const [state, setState] = useState<{ token: string; value: QrCodeState }>({ token, value: { status: 'loading' } });
  if (state.token !== token) setState({ token, value: { status: 'loading' } });
  useEffect(() => {
    let cancelled = false;
    // A public page: a stored console session is neither sent nor ended by this call.
    rpcCall(getQrCode, { token }, { anonymous: true })
      .then((qr) => !cancelled && setState({ token, value: { status: 'ready', qr } }))
      .catch((error: unknown) => !cancelled && setState({ token, value: { status: 'failed', error: error instanceof RpcError ? error : new RpcError(0, {}) } }));
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state.value;
}
