import type { CallInput } from '@mamt/contract';
import { resetPassword as resetPasswordCall } from '@mamt/contract/auth/reset-password';
import { rpcCall } from '../../../lib/rpc';
import { useAsyncAction } from './use-async-action';

const resetPassword = (input: CallInput<typeof resetPasswordCall>) => rpcCall(resetPasswordCall, input);

export function useResetPassword() {
  return useAsyncAction(resetPassword);
}
