import { getlogs } from './get-logs.js';

/** System Logs (document 3 /logs): the product's own structured log entries. */
export const logsCalls = { getlogs };
