import type { CallName } from '@mamt/contract';
import { callerTenantRow, type Row } from '../authorization-fixtures.js';

/**
 * The Domains list: every signed-in user reads their own tenant's domains (App Management's
 * audience, document 1 §6); only the super tenant names another cloud id.
 */
export const DOMAINS_ROWS = {
  getTenantDomains: callerTenantRow,
} satisfies Partial<Record<CallName, Row>>;
