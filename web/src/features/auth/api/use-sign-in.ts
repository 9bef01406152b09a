import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { saveSession } from '../../../lib/session';
import { useAsyncAction } from './use-async-action';

/** authLogin, then the session is kept as document 1 §4 lists. */
async function signIn(input: CallInput<Calls['authLogin']>) {
  const answer = await rpc('authLogin', input);
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
