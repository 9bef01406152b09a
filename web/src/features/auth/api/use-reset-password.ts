import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useAsyncAction } from './use-async-action';

const resetPassword = (input: CallInput<Calls['resetPassword']>) => rpc('resetPassword', input);

export function useResetPassword() {
  return useAsyncAction(resetPassword);
}
