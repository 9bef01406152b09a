import { DetailsGate } from '../../components/form-page/details-gate';
import { useUserDetail } from './api/use-user-detail';
import { UserForm } from './components/user-form';

/** /users/details: route state `{ id }` edits a user, `{ id: null }` adds one; no state goes back to /users. */
export function UserDetailsPage() {
  return (
    <DetailsGate useDetail={useUserDetail} withoutStateTo="/users" listPath="/users">
      {(user) => <UserForm key={user?.id ?? 'new'} user={user} />}
    </DetailsGate>
  );
}
