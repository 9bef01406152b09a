import type { CallOutput } from '@mamt/contract';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { getPortabilityCheckPage } from '@mamt/contract/portability/portability-check';
import { useEffect, useState } from 'react';
import { rpcCall, RpcError } from '../../../lib/rpc';

export type CheckPageBranding = CallOutput<typeof getPortabilityCheckPage>;
export type CheckPageState = { status: 'loading' } | { status: 'ready'; branding: CheckPageBranding } | { status: 'failed'; error: RpcError };

/** A link without a cloud id is refused as the server refuses an unknown one, without asking it. */
const NO_CLOUD_ID = new RpcError(404, { code: 'NOT_FOUND', message: MESSAGE_TEXTS.portabilityLinkInvalid, messageId: 'portabilityLinkInvalid' });

/**
 * The branding of a tenant's check link (its company name, logo and button colour). Asked without
 * the session token: the page is public and whoever opens it is not identified by a stored sign-in.
 */
export function useCheckPage(cloudId: string): CheckPageState {
  const initial = (): CheckPageState => (cloudId === '' ? { status: 'failed', error: NO_CLOUD_ID } : { status: 'loading' });
  const [state, setState] = useState<{ cloudId: string; value: CheckPageState }>(() => ({ cloudId, value: initial() }));
  if (state.cloudId !== cloudId) setState({ cloudId, value: initial() });
  useEffect(() => {
    if (cloudId === '') return;
    let cancelled = false;
    rpcCall(getPortabilityCheckPage, { cloud_id: cloudId }, { anonymous: true })
      .then((branding) => !cancelled && setState({ cloudId, value: { status: 'ready', branding } }))
      .catch((error: unknown) => !cancelled && setState({ cloudId, value: { status: 'failed', error: error instanceof RpcError ? error : new RpcError(0, {}) } }));
    return () => {
      cancelled = true;
    };
  }, [cloudId]);
  return state.value;
}
