import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';

/** One key for the user's DIDs and their sharings: a share or an unshare reloads both. */
const didSharingKey = (domain: string, primary: string, cloudId?: string) => ['did-sharing', cloudId ?? 'own', domain, primary] as const;

/** The SMS numbers (DIDs) the user may share. */
export function useSharableDids(domain: string, primary: string, cloudId?: string) {
  return useQuery({ queryKey: [...didSharingKey(domain, primary, cloudId), 'dids'], queryFn: () => rpc('getDIDNumbers', { domain, ...tenantPayload(cloudId), username: primary }) });
}

/** Which of the user's DIDs are shared with which users. */
export function useDidSharings(domain: string, primary: string, cloudId?: string) {
  return useQuery({ queryKey: [...didSharingKey(domain, primary, cloudId), 'rows'], queryFn: () => rpc('getDidSharingDetails', { domain, ...tenantPayload(cloudId), username: primary }) });
}

/** Shares one of the user's DIDs with another user. */
export const useShareDid = (domain: string, primary: string, cloudId?: string) => useCallMutation('createUpdateDidSharing', didSharingKey(domain, primary, cloudId));

/** Stops sharing a DID with a user. */
export const useUnshareDid = (domain: string, primary: string, cloudId?: string) => useCallMutation('deleteDidSharing', didSharingKey(domain, primary, cloudId));
