import { userResource } from '@mamt/contract';
import { resourceOwners, type ServerArea } from '../../wiring/server-area.js';
import { createUsersHandlers } from './users.handlers.js';
import { createUsersService } from './users.service.js';

/** Console users, on the resource kit. */
export const usersArea: ServerArea = ({ db, authRepo, config }) => {
  const users = createUsersService({ db, authRepo, superTenant: config.SUPER_TENANT_CLOUD_ID });
  return { handlers: createUsersHandlers(users), recordOwners: resourceOwners(userResource, users) };
};
