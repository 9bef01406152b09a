import { DetailsGate } from '../../components/form-page/details-gate';
import { userHooks } from './api/user-hooks';
import { UserForm } from './components/user-form';

/** /users/details: route state `{ id }` edits a user, `{ id: null }` adds one; no state goes back to /users. */
export function UserDetailsPage() {
  return (
    <DetailsGate useDetail={userHooks.useDetail} withoutStateTo="/users" listPath="/users">
      {(user) => <UserForm key={user?.id ?? 'new'} user={user} />}
    </DetailsGate>
  );
}
