import { MESSAGES, tenantResource } from '@mamt/contract';
import type { Db } from '../../db/open-db.js';
import { tenants } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { ALL_TENANTS } from '../../lib/tenant-scope.js';
import { createResourceService } from '../../resources/resource-service.js';
import { createTableStore } from '../../resources/table-store.js';
import { createTenantsRepository } from './tenants.repository.js';

/**
 * Subscribers (tenants) on the resource kit. Their own rules: the provider's own tenant stays
 * as it is, a cloud id is fixed once created, and a tenant still in use is not deleted.
 */
export function createTenantsService({ db, superTenant }: { db: Db; superTenant: string }) {
  const repo = createTenantsRepository(db);
  const service = createResourceService(tenantResource, {
    store: createTableStore(db, tenants),
    hooks: {
      async beforeSave(form, { stored }) {
        if (!stored) return;
        const cloudId = stored.row.cloudId;
        if (cloudId === superTenant && (form.cloud_id !== superTenant || !form.active)) {
          throw fieldError(form.active ? 'cloud_id' : 'active', MESSAGES.superTenantLocked);
        }
        // The cloud id is the tenant's identity in every QR code and installed app: a new one, even
        // in another case, would leave them pointing at an unknown tenant. Compared as stored.
        if (form.cloud_id !== cloudId) throw fieldError('cloud_id', MESSAGES.cloudIdFixed);
      },
      async beforeDelete({ row }) {
        const cloudId = String(row.cloudId);
        if (cloudId === superTenant) throw new AppError('FORBIDDEN', MESSAGES.superTenantLocked);
        const { users, connections } = await repo.dependents(Number(row.id), cloudId);
        if (users > 0 || connections > 0) throw new AppError('CONFLICT', MESSAGES.subscriberInUse);
      },
      alsoDelete: ({ row }, tx) => repo.deleteUploads(Number(row.id), tx),
    },
  });

  return {
    ...service,
    /** The pickers' list of tenants; `superuser` tells the provider's own. */
    async pickList() {
      return (await service.list(ALL_TENANTS)).map(({ id, cloud_id, company }) => ({ id, cloud_id, company, superuser: cloud_id === superTenant }));
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
