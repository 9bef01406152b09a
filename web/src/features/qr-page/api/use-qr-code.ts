import type { CallOutput } from '@mamt/contract';
import { getQrCode } from '@mamt/contract/app-management/qr-mail';
import { rpcCall } from '../../../lib/rpc';
import { usePublicRead, type PublicRead } from '../../../lib/use-public-read';

export type QrCode = CallOutput<typeof getQrCode>;
export type QrCodeState = PublicRead<QrCode>;

// A public page: a stored console session is neither sent nor ended by this call.
const readQrCode = (token: string) => rpcCall(getQrCode, { token }, { anonymous: true });

/**
 * The QR page's one read. It runs outside the signed-in screens' query cache (no session here);
 * reading does not use the token up, so a reload shows the same code.
 */
export function useQrCode(token: string): QrCodeState {
  return usePublicRead(token, readQrCode);
}
