import type { Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import type { FleetService } from './fleet.service.js';

export function createFleetHandlers(service: FleetService): Pick<Handlers, 'getFleet' | 'getFleetDevices'> {
  return {
    getFleet: (_input, ctx) => service.fleet(tenantOf(ctx)),
    getFleetDevices: (input, ctx) => service.devices(tenantOf(ctx), input),
  };
}
