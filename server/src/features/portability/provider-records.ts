import { inteliquentResource, peerlessResource, voipInnovationsResource, type AnyResource, type PortabilityProviderKey } from '@mamt/contract';
import type { Db } from '../../db/open-db.js';
import { portabilityInteliquent, portabilityPeerless, portabilityVi } from '../../db/schema.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { ALL_TENANTS } from '../../lib/tenant-scope.js';
import { createResourceService } from '../../resources/resource-service.js';
import { createTableStore, type ResourceTable } from '../../resources/table-store.js';
import type { StoredRow } from '../../resources/wire-mapping.js';

/** Each provider's resource and table. */
export const PROVIDER_TABLES = {
  inteliquent: { resource: inteliquentResource, table: portabilityInteliquent },
  peerless: { resource: peerlessResource, table: portabilityPeerless },
  vi: { resource: voipInnovationsResource, table: portabilityVi },
} as const satisfies Record<PortabilityProviderKey, { resource: AnyResource; table: ResourceTable }>;

export type ProviderRecordsDeps = {
  db: Db;
  secrets: SecretBox;
  /** The provider's own subscriber id (the super tenant's), which keeps every record. */
  providerTenantId: () => Promise<number>;
};

/**
 * The three providers' credentials on the resource kit: the kit seals the secrets, keeps an empty
 * one, and asks for it again when an address it goes to changes. The server sets who keeps the
 * record and who saved it; the unique tenant makes it one record per provider, even when two
 * saves race.
 */
export function createProviderRecords({ db, secrets, providerTenantId: providerSubscriberId }: ProviderRecordsDeps) {
  const recordsOf = <K extends PortabilityProviderKey>(key: K) => {
    const { resource, table } = PROVIDER_TABLES[key];
    const store = createTableStore(db, table);
    const service = createResourceService(resource, {
      store,
      secrets,
      hooks: {
        columns: async (columns, _form, { session }) => ({ ...columns, tenantId: await providerSubscriberId(), createdUser: session.username }),
      },
    });
    return {
      service,
      /** The stored record (the first: there is at most one), as stored, sealed secrets and all. */
      async stored(): Promise<StoredRow | undefined> {
        const [first] = await store.list(ALL_TENANTS);
        return first;
      },
      find: (id: number) => store.find(id),
    };
  };
  return { inteliquent: recordsOf('inteliquent'), peerless: recordsOf('peerless'), vi: recordsOf('vi') };
}

export type ProviderRecords = ReturnType<typeof createProviderRecords>;
