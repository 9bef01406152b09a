import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';

const sharedVoicemailKey = (domain: string, forUser: string, cloudId?: string) => ['shared-voicemail', cloudId ?? 'own', domain, forUser] as const;

/** The voicemail boxes shared with a user. */
export function useSharedVoicemail(domain: string, forUser: string, cloudId?: string) {
  return useQuery({ queryKey: sharedVoicemailKey(domain, forUser, cloudId), queryFn: () => rpc('sharedVMSummary', { domain, ...tenantPayload(cloudId), for_user: forUser }) });
}

/** Shares a voicemail box with the user; the list reloads once the server agreed. */
export const useAddSharedVoicemail = (domain: string, forUser: string, cloudId?: string) => useCallMutation('createUpdateSharedVM', sharedVoicemailKey(domain, forUser, cloudId));

/** Stops sharing a voicemail box with the user. */
export const useRemoveSharedVoicemail = (domain: string, forUser: string, cloudId?: string) => useCallMutation('deleteSharedVM', sharedVoicemailKey(domain, forUser, cloudId));
