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
    /** An audit failure is logged but never turns a completed call into an error. */
    async record(entry: AuditRecord): Promise<void> {
      try {
        await db.insert(auditLog).values(entry);
        log.info({ audit_log: true, ...entry }, `audit ${entry.call} ${entry.result}`);
      } catch (error) {
        log.error({ err: error, audit: entry }, 'audit record not written');
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
