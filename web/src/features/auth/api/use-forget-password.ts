import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useAsyncAction } from './use-async-action';

const forgetPassword = (input: CallInput<Calls['forgetPassword']>) => rpc('forgetPassword', input);

export function useForgetPassword() {
  return useAsyncAction(forgetPassword);
}
