import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';
import type { DomainsPlatform } from './domains.service.js';

/**
 * Reads through the tenant's cached client (budget, back-off, coalescing). The users read is the
 * one App Management's own user checks make (`user`, system users dropped by the gateway), so a
 * domain App Management has just read costs the list nothing, and the list costs it nothing after.
 */
export function gatewayDomainsPlatform(gateway: NetsapiensGateway): DomainsPlatform {
  return {
    domains: (cloudId) => gateway.domains(cloudId),
    userCount: async (cloudId, domain) => (await gateway.subscribers(cloudId, domain, 'user')).length,
  };
}
