import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { getCreds, getProfileUrl, saveSession } from '../../../lib/session';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** The server revokes every token of the user and answers a fresh one for this browser. */
export function useChangePassword() {
  return useSubmitMutation({
    mutationFn: (input: CallInput<Calls['changePassword']>, { idempotencyKey }) => rpc('changePassword', input, { idempotencyKey }),
    onSuccess: (answer) => {
      const creds = getCreds();
      if (creds) saveSession(answer.Token, creds, getProfileUrl());
    },
  });
}
