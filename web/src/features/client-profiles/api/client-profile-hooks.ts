import { clientProfileResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

/** The primary profiles (the resource's list), one profile, its save and its delete. */
export const clientProfileHooks = resourceHooks(clientProfileResource);
