import type { FleetBlockedLogin } from '../fleet-types';
import { rpc } from '../../../lib/rpc';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { useRefreshFleet } from './use-fleet';

/** Unblocks a login of the attention list; the screen toasts the answer (confirmDelete), and the figures are read again. */
export function useUnblockLogin() {
  const refresh = useRefreshFleet();
  return useSubmitMutation({
    mutationFn: (login: FleetBlockedLogin, { idempotencyKey }) => rpc('unBlockUser', { id: login.id, login_user: login.login_user }, { idempotencyKey }),
    onSuccess: () => refresh(),
  });
}
