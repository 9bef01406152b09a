import type { CallInput } from '@mamt/contract';
import { forgetPassword as forgetPasswordCall } from '@mamt/contract/auth/forget-password';
import { rpcCall } from '../../../lib/rpc';
import { useAsyncAction } from './use-async-action';

const forgetPassword = (input: CallInput<typeof forgetPasswordCall>) => rpcCall(forgetPasswordCall, input);

export function useForgetPassword() {
  return useAsyncAction(forgetPassword);
}
