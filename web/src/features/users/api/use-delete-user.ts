import { useCallMutation } from '../../../lib/use-call-mutation';
import { usersKeys } from './use-user-summary';

export const useDeleteUser = () => useCallMutation('deleteUserDetail', usersKeys.all);
