import { netsapienResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const netsapienHooks = resourceHooks(netsapienResource);
