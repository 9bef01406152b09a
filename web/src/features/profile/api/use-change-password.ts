import { useMutation } from '@tanstack/react-query';
import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { getCreds, getProfileUrl, saveSession } from '../../../lib/session';

/** The server revokes every token of the user and answers a fresh one for this browser. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: CallInput<Calls['changePassword']>) => rpc('changePassword', input),
    onSuccess: (answer) => {
      const creds = getCreds();
      if (creds) saveSession(answer.Token, creds, getProfileUrl());
    },
  });
}
