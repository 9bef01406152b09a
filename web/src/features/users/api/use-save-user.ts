import { useCallMutation } from '../../../lib/use-call-mutation';
import { usersKeys } from './use-user-summary';

export const useSaveUser = () => useCallMutation('createUpdateUser', usersKeys.all);
