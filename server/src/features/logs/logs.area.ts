import { DAY_MS, before } from '../../lib/durations.js';
import { createLokiClient } from '../../integrations/loki/loki-client.js';
import type { ServerArea } from '../../wiring/server-area.js';
import { databaseReader } from './log-reader.js';
import { createLogsHandlers } from './logs.handlers.js';
import { createLogsRepository } from './logs.repository.js';
import { lokiReader } from './loki-reader.js';

/**
 * System Logs (document 3 /logs): the product's own entries, which the log store (log-store.ts, set
 * up with the app's logger) writes to the log_entries table and, with LOKI_URL, to Loki too. The
 * screen reads them from Loki when there is one, from the table otherwise; the periodic purge keeps
 * LOG_RETENTION_DAYS of the table (a Loki keeps its own retention).
 */
export const logsArea: ServerArea = ({ db, config, log }) => {
  const repo = createLogsRepository(db);
  const read = config.LOKI_URL
    ? lokiReader({ client: createLokiClient({ url: config.LOKI_URL, timeoutMs: config.LOKI_TIMEOUT_MS }), retentionDays: config.LOG_RETENTION_DAYS, log })
    : databaseReader(repo);
  return {
    handlers: createLogsHandlers(read),
    purges: { logEntries: (now) => repo.purge(before(now, config.LOG_RETENTION_DAYS * DAY_MS)) },
  };
};
