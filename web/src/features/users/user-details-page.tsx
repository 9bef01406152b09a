import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';
import { credsCanAccess } from '../../lib/access';
import { useDetailsState } from '../../lib/use-details-state';
import { useSession } from '../../lib/use-session';
import { useUserDetail } from './api/use-user-detail';
import { UserForm } from './components/user-form';
import { USERS_ACCESS } from './routes';

/** /users/details: route state `{ id }` edits a user, `{ id: null }` adds one; no state goes back to /users. */
export function UserDetailsPage() {
  const { hasState, id } = useDetailsState();
  const { creds } = useSession();
  const detail = useUserDetail(id);
  if (!credsCanAccess(USERS_ACCESS, creds)) return <Navigate to="/dashboard" replace />;
  if (!hasState) return <Navigate to="/users" replace />;
  if (id !== null && detail.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (id !== null && detail.isError) return <Navigate to="/users" replace />;
  return <UserForm key={id ?? 'new'} user={detail.data ?? null} />;
}
