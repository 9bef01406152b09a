import { userResource } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { resourceHandlers } from '../../resources/resource-handlers.js';
import type { UsersService } from './users.service.js';

export function createUsersHandlers(users: UsersService): Pick<Handlers, 'getCloudIds'> & ReturnType<typeof resourceHandlers<typeof userResource>> {
  return {
    ...resourceHandlers(userResource, users),
    getCloudIds: (_input, ctx) => users.cloudIds(tenantOf(ctx)),
  };
}
