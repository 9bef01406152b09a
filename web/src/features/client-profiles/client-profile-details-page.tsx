import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { listSearchOf } from '../../lib/list-return';
import { useSession } from '../../lib/use-session';
import { useDefaults, useTenantChoices } from './api/choices-api';
import { clientProfileHooks } from './api/client-profile-hooks';
import { listPathOf, type DetailsState } from './components/drill-down';
import { ProfileForm } from './components/profile-form';

const isDetailsState = (state: unknown): state is DetailsState => typeof state === 'object' && state !== null && 'id' in state;

/**
 * /client_profiles/details: route state `{ id, level, cloudId, domain }` edits a profile (or adds one
 * with id null) at the level it was opened from, and returns there with the list's views (`listSearch`);
 * without state the screen goes to /dashboard (document 3 §2).
 */
export function ClientProfileDetailsPage() {
  const { state } = useLocation();
  const { creds } = useSession();
  const superTenant = Boolean(creds?.superuser);
  const details = isDetailsState(state) ? state : null;
  const profile = clientProfileHooks.useDetail(details?.id ?? null);
  const defaults = useDefaults();
  const subscribers = useTenantChoices(superTenant);
  if (!details) return <Navigate to="/dashboard" replace />;
  const listPath = listPathOf({ cloudId: details.cloudId, domain: details.level === 'primary' ? null : details.domain }, listSearchOf(state));
  if (details.id !== null && profile.isError) return <Navigate to={listPath} replace />;
  if ((details.id !== null && profile.isPending) || defaults.isPending || (superTenant && subscribers.isPending)) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <ProfileForm
      key={profile.data?.id ?? 'new'}
      profile={profile.data ?? null}
      subscribers={superTenant ? (subscribers.data ?? []) : null}
      ownCloudId={creds?.cloud_id ?? ''}
      preset={{ cloudId: details.cloudId, domain: details.domain }}
      defaults={{ transport: defaults.data?.transport.Allowed ?? [], dtmforder: defaults.data?.dtmforder.Allowed ?? [] }}
      listPath={listPath}
    />
  );
}
