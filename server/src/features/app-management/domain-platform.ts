import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';

/** What App Management needs of the telephony platform; a port, so the service's rules can be tested alone. */
export type DomainPlatform = {
  /** The platform domain's `max_device`, or undefined when it has none. */
  maxDevice: (cloudId: string, domain: string) => Promise<string | undefined>;
  setMaxDevice: (cloudId: string, domain: string, value: string) => Promise<void>;
  /** The extensions of the domain's users (system users left out). */
  extensions: (cloudId: string, domain: string) => Promise<string[]>;
};

/** Reads and writes through the tenant's cached client (budget, back-off, coalescing). */
export function gatewayDomainPlatform(gateway: NetsapiensGateway): DomainPlatform {
  return {
    // The domain list is the one the scope check has just read (cached); our own writes of the
    // domain object drop that cache, so after a write of ours the next read is fresh.
    async maxDevice(cloudId, domain) {
      const row = (await gateway.domains(cloudId)).find((candidate) => candidate.domain === domain);
      return row?.max_device || undefined;
    },
    async setMaxDevice(cloudId, domain, value) {
      await (await gateway.clientFor(cloudId)).write('domain', 'update', { domain, max_device: value });
    },
    async extensions(cloudId, domain) {
      return (await gateway.subscribers(cloudId, domain, 'user')).map((row) => row.user ?? '');
    },
  };
}
