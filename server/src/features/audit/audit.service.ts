import type { Logger } from '../../lib/logger.js';
import type { Db } from '../../db/open-db.js';
import { auditLog } from '../../db/schema.js';

export type AuditRecord = {
  userId?: number;
  username?: string;
  cloudId?: string;
  call: string;
  target?: string;
  result: 'ok' | 'error';
  detail?: string;
  clientAddress?: string;
};

export function createAuditService(db: Db, log: Logger) {
  return {
    /**
     * An audit failure is logged but never turns a completed call into an error. `tenantCloudId`: the
     * tenant whose data the call acted on, when it is not the actor's own (the provider acting on a
     * tenant); System Logs lists the change under that tenant.
     */
    async record(entry: AuditRecord, tenantCloudId?: string): Promise<void> {
      try {
        await db.insert(auditLog).values(entry);
        log.info({ audit_log: true, ...entry, ...(tenantCloudId ? { tenantCloudId } : {}) }, `audit ${entry.call} ${entry.result}`);
      } catch (error) {
        log.error({ err: error, audit: entry }, 'audit record not written');
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
