import type { CallName } from '@mamt/contract';
import { SIGNED_IN, callerTenantRow, type Row } from '../authorization-fixtures.js';

/**
 * The authorization rows of the dashboard and System Logs: every signed-in user may read the
 * monitoring figures and the weather (no tenant's data), and the logs of their own tenant; only
 * the super tenant names another tenant's logs.
 */
export const OPERATIONS_ROWS = {
  hitPrometheus: { own: async () => ({ json: { function_type: 'query', query: 'memory_total_mb' } }), ownExpect: SIGNED_IN(200), other: null },
  getWeather: { own: async () => ({ get: { city: 'Phoenix', units: 'metric' } }), ownExpect: SIGNED_IN(200), other: null },
  getlogs: callerTenantRow,
} satisfies Partial<Record<CallName, Row>>;
