import { useCallMutation } from '../../../lib/use-call-mutation';
import { staticAccountsKeys } from './static-accounts-keys';

export const useDeleteStaticAccount = () => useCallMutation('deleteAccountDetail', staticAccountsKeys.all);
