import { MESSAGES, formatMessage } from '@mamt/contract';
import type { NetsapiensGateway } from '../integrations/netsapiens/netsapiens-gateway.js';
import { fieldError } from '../lib/app-error.js';

/**
 * Refuses an extension that is not a (non-system) user of the domain on the platform. Read before
 * any write, so a platform failure (502) leaves nothing written.
 */
export async function requireDomainUsers(gateway: NetsapiensGateway, cloudId: string, domain: string, users: Record<string, string>): Promise<void> {
  const known = new Set((await gateway.subscribers(cloudId, domain, 'user')).map((row) => row.user));
  for (const [field, extension] of Object.entries(users)) {
    if (!known.has(extension)) throw fieldError(field, formatMessage(MESSAGES.extensionNotInDomain, { extension, domain }));
  }
}
