import { inteliquentResource, peerlessResource, voipInnovationsResource } from '@mamt/contract';
import { resourceHooks } from '../../../lib/resource-hooks';

export const inteliquentHooks = resourceHooks(inteliquentResource);
export const peerlessHooks = resourceHooks(peerlessResource);
export const voipInnovationsHooks = resourceHooks(voipInnovationsResource);
