import { userResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const userHooks = resourceHooks(userResource);
