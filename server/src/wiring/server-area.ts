import { MESSAGES, type AnyResource, type Message } from '@mamt/contract';
import type { Purge } from '../jobs/purge-expired.js';
import type { Handlers } from '../rpc/call-context.js';
import { resourceHandlers } from '../resources/resource-handlers.js';
import type { ResourceService } from '../resources/resource-service.js';
import type { Core } from './core.js';

/** The cloud id owning a stored record (undefined: no such record), and the message when there is none. */
export type RecordLookup = { ownerOf: (id: number) => Promise<string | undefined>; notFound: Message };

/** What one area adds to the server: its calls' handlers, the records its calls name, what it purges. */
export type AreaWiring = {
  handlers: Partial<Handlers>;
  /** Keyed by the owner name that the contract's `scope.record(field, owner)` uses. */
  recordOwners?: Record<string, RecordLookup>;
  /** Run by the periodic purge job, once per period across all server processes. */
  purges?: Record<string, Purge>;
  /** Called when the server closes, before the database does (a sampler's timer, a batch still to write). */
  stop?: () => Promise<void> | void;
};

/** An area of the server: wired once per process from the shared core. */
export type ServerArea = (core: Core) => AreaWiring;

/** For a tenant's resource, the lookup of its records' owner under the owner name its declaration gives. */
export function resourceOwners(resource: AnyResource, service: Pick<ResourceService, 'ownerOf'>): Record<string, RecordLookup> {
  const { tenancy } = resource;
  if (tenancy.kind !== 'tenant') return {};
  return { [tenancy.owner]: { ownerOf: service.ownerOf, notFound: MESSAGES[resource.messages.notFound] } };
}

/** A resource with no call of its own besides its four: the kit's handlers and its owner lookup. */
export const resourceArea = (resource: AnyResource, service: ResourceService): AreaWiring => ({
  handlers: resourceHandlers(resource, service),
  recordOwners: resourceOwners(resource, service),
});
