import type { Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import type { FleetService } from './fleet.service.js';

export function createFleetHandlers(service: FleetService): Pick<Handlers, 'getFleet' | 'listFleetDevices'> {
  return {
    getFleet: (_input, ctx) => service.fleet(tenantOf(ctx)),
    listFleetDevices: (input, ctx) => service.devices(tenantOf(ctx), input),
  };
}
