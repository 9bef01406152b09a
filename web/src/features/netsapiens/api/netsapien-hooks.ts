import { platformConnectionResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const netsapienHooks = resourceHooks(platformConnectionResource);
