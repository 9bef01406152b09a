import type { Handlers } from '../../rpc/call-context.js';
import type { ProvisioningService } from './provisioning.service.js';

/** The softphone app's endpoint; the rules are the service's. */
export function createProvisioningHandlers(service: ProvisioningService): Pick<Handlers, 'provisioningAccount'> {
  return {
    provisioningAccount: (input) => service.provision(input),
  };
}
