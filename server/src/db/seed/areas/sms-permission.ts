import type { Db } from '../../open-db.js';
import { smsDomains } from '../../schema.js';

/**
 * The demo domains allowed to send SMS/MMS from the app (the SMS/MMS permission screen): every demo
 * domain, so that turning textable on in App Management reaches the app as it did before the screen.
 */
export const DEMO_SMS_DOMAINS = [
  { cloudId: 'demo', domain: 'support.demo' },
  { cloudId: 'acme', domain: 'acme.demo' },
  { cloudId: 'acme', domain: 'acme-branch.demo' },
  { cloudId: 'globex', domain: 'globex.demo' },
  { cloudId: 'bigcorp', domain: 'bigcorp.demo' },
] as const;

export const smsPermissionDemo = (tx: Db) => tx.insert(smsDomains).values(DEMO_SMS_DOMAINS.map((row) => ({ ...row, changedBy: 'demo data' })));
