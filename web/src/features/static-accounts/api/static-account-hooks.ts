import { staticAccountResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const staticAccountHooks = resourceHooks(staticAccountResource);
