import type { AuditChange, AuditSubject } from '@mamt/contract';
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

/** What System Logs' entry says beyond the record: the thing changed, in words, and its changed fields. */
export type AuditWords = { subject?: AuditSubject; changes?: AuditChange[] };

export function createAuditService(db: Db, log: Logger) {
  return {
    /**
     * An audit failure is logged but never turns a completed call into an error. `tenantCloudId`: the
     * tenant whose data the call acted on, when it is not the actor's own (the provider acting on a
     * tenant); System Logs lists the change under that tenant.
     */
    async record(entry: AuditRecord, tenantCloudId?: string, { subject, changes }: AuditWords = {}): Promise<void> {
      try {
        await db.insert(auditLog).values(entry);
        const words = { ...(subject ? { subject } : {}), ...(changes && changes.length > 0 ? { changes } : {}) };
        log.info({ audit_log: true, ...entry, ...words, ...(tenantCloudId ? { tenantCloudId } : {}) }, `audit ${entry.call} ${entry.result}`);
      } catch (error) {
        log.error({ err: error, audit: entry }, 'audit record not written');
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
