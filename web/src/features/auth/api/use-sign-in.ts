import type { CallInput } from '@mamt/contract';
import { authLogin } from '@mamt/contract/auth/auth-login';
import { loadCallTable, rpcCall } from '../../../lib/rpc';
import { saveSession } from '../../../lib/session';
import { useAsyncAction } from './use-async-action';

/**
 * authLogin, then the session is kept as document 1 §4 lists. The signed-in screens' call table loads
 * while the server checks the password, rather than after.
 */
async function signIn(input: CallInput<typeof authLogin>) {
  loadCallTable().catch(() => undefined);
  const answer = await rpcCall(authLogin, input);
  saveSession(
    answer.Token,
    { id: answer.id, name: answer.name, username: answer.username, user_type: answer.user_type, cloud_id: answer.cloud_id, superuser: answer.superuser },
    answer.url,
  );
  return answer;
}

export function useSignIn() {
  return useAsyncAction(signIn);
}
