import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** A test mail through the operator's mail server (SMTP_URL); it changes nothing shown, so nothing reloads. */
export function useSendOperatorTestMail() {
  return useSubmitMutation({
    mutationFn: (recipient: string, { idempotencyKey }) => rpc('sendOperatorTestMail', { recipient }, { idempotencyKey }),
  });
}
