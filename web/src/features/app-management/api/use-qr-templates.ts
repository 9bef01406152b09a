import { useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { tenantPayload } from '../../../lib/tenant-queries';

/** The tenant's templates, whatever the domain: the key names the tenant only. */
const qrTemplatesKey = (cloudId?: string) => ['email-templates', cloudId ?? 'own'] as const;

/** The tenant's QR e-mail templates. */
export function useQrTemplates(cloudId?: string) {
  return useQuery({ queryKey: qrTemplatesKey(cloudId), queryFn: () => rpc('getTemplates', tenantPayload(cloudId)) });
}

/** Saves a new template, or updates the one whose id it carries. */
export const useSaveQrTemplate = (cloudId?: string) => useCallMutation('templateCreateUpdate', qrTemplatesKey(cloudId));

export const useDeleteQrTemplate = (cloudId?: string) => useCallMutation('deleteTemplate', qrTemplatesKey(cloudId));
