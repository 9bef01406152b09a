import type { CallOutput } from '@mamt/contract';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { getPortabilityCheckPage } from '@mamt/contract/portability/portability-check';
import { rpcCall, RpcError } from '../../../lib/rpc';
import { usePublicRead, type PublicRead } from '../../../lib/use-public-read';

export type CheckPageBranding = CallOutput<typeof getPortabilityCheckPage>;
export type CheckPageState = PublicRead<CheckPageBranding>;

/** A link without a cloud id is refused as the server refuses an unknown one, without asking it. */
const NO_CLOUD_ID = new RpcError(404, { code: 'NOT_FOUND', message: MESSAGE_TEXTS.portabilityLinkInvalid, messageId: 'portabilityLinkInvalid' });

const readCheckPage = (cloudId: string) => rpcCall(getPortabilityCheckPage, { cloud_id: cloudId }, { anonymous: true });

/**
 * The branding of a tenant's check link (its company name, logo and button colour). Asked without
 * the session token: the page is public and whoever opens it is not identified by a stored sign-in.
 */
export function useCheckPage(cloudId: string): CheckPageState {
  return usePublicRead(cloudId, readCheckPage, NO_CLOUD_ID);
}
