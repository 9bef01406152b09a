import type { LogLevel } from '@mamt/contract';
import type { Handlers } from '../../rpc/call-context.js';
import { tenantOf } from '../../rpc/call-context.js';
import { NO_ENTRIES, logsAnswer, type LogReader } from './log-reader.js';

type Level = Exclude<LogLevel, 'warn'>;

/**
 * getlogs (document 3 /logs): the caller's tenant's entries (the rpc layer resolved the scope: a
 * tenant's users their own tenant, the super tenant every tenant or the one it names), filtered and paged.
 */
export function createLogsHandlers(read: LogReader): Pick<Handlers, 'getlogs'> {
  return {
    getlogs: async ({ message, level, kinds, audit_log: auditOnly, start, end, before, after, limit }, ctx) => {
      const chosen = level ? (level as Level) : undefined;
      // An older client's audit_log asks for the Audit level; with another level chosen, nothing is both.
      if (auditOnly && chosen && chosen !== 'audit') return logsAnswer([], NO_ENTRIES);
      return read(tenantOf(ctx), { message: message || undefined, level: auditOnly ? 'audit' : chosen, kinds, start, end, before, after, limit });
    },
  };
}
