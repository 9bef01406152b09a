import { tenantResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const subscriberHooks = resourceHooks(tenantResource);
