import { MESSAGE_TEXTS, type ClientProfile } from '@mamt/contract';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../components/confirm-delete';
import { useOpenFromList } from '../../../lib/list-return';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { clientProfileHooks } from '../api/client-profile-hooks';
import type { DetailsState } from './drill-down';

/**
 * What a row's buttons do. A primary profile is engineering support's (document 3 §6): anyone else
 * gets the warning and the form does not open (the server refuses them as well).
 */
export function useProfileActions() {
  const { t } = useTranslation('clientProfiles');
  const { creds } = useSession();
  const openFromList = useOpenFromList();
  const remove = clientProfileHooks.useDelete();
  const superTenant = Boolean(creds?.superuser);
  const mayChange = (row: ClientProfile) => superTenant || row.level !== 'primary';

  // The form comes back with the tables' views the list has now (list-return.ts).
  const open = (state: DetailsState) => openFromList('/client_profiles/details', state);
  return {
    superTenant,
    ownCloudId: creds?.cloud_id ?? null,
    open,
    /** A tenant's own admins may not add the primary profile either: the warning instead of a form the server would refuse. */
    addPrimary() {
      if (!superTenant) return notifyError(MESSAGE_TEXTS.engineeringSupportEdit);
      open({ id: null, level: 'primary', cloudId: null, domain: null });
    },
    edit(row: ClientProfile) {
      if (!mayChange(row)) return notifyError(MESSAGE_TEXTS.engineeringSupportEdit);
      // An extension profile returns to its domain's extension level; the others to their tenant's domain level.
      open({ id: row.id, level: row.level, cloudId: row.cloud_id, domain: row.level === 'extension' ? row.domain : null });
    },
    remove(row: ClientProfile) {
      if (!mayChange(row)) return notifyError(MESSAGE_TEXTS.engineeringSupportDelete);
      confirmDelete({ title: t('delete.title'), text: t('delete.text', { name: row.profilename, company: row.company }) }, (callbacks) => remove.mutate({ id: row.id }, callbacks));
    },
  };
}
