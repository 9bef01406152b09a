import { DetailsGate } from '../../components/form-page/details-gate';
import { staticAccountHooks } from './api/static-account-hooks';
import { StaticAccountForm } from './components/static-account-form';

/** /static_accounts/details needs route state `{ id }` (edit) or `{ id: null }` (add); without it, /dashboard. */
export function StaticAccountDetailsPage() {
  return (
    <DetailsGate useDetail={staticAccountHooks.useDetail} withoutStateTo="/dashboard" listPath="/static_accounts">
      {(account) => <StaticAccountForm key={account?.id ?? 'new'} account={account} />}
    </DetailsGate>
  );
}
