import { useCallMutation } from '../../../lib/use-call-mutation';
import { staticAccountsKeys } from './static-accounts-keys';

export const useSaveStaticAccount = () => useCallMutation('createUpdateAccount', staticAccountsKeys.all);
