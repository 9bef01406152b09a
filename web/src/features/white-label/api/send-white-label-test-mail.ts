import type { CallInput, Calls } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

export type WhiteLabelTestMailInput = CallInput<Calls['sendWhiteLabelTestMail']>;

/** A test mail through the mail server as the form has it; it changes nothing shown, so nothing reloads. */
export function useSendWhiteLabelTestMail() {
  return useSubmitMutation({
    mutationFn: (input: WhiteLabelTestMailInput, { idempotencyKey }) => rpc('sendWhiteLabelTestMail', input, { idempotencyKey }),
  });
}
