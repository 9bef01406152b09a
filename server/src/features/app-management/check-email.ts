import { MESSAGES, messageAnswer } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';

const FIELDS = 'domain,email,first_name,last_name,subscriber_login,user';

/**
 * The tenant's platform users with this e-mail address, across all its domains. Each domain's user
 * list is the cached read the other screens use, so a search costs no extra platform request when warm.
 */
export async function findPlatformUsersByEmail(gateway: NetsapiensGateway, cloudId: string, email: string) {
  const wanted = email.toLowerCase();
  const domains = (await gateway.domainNames(cloudId)).filter(Boolean);
  const lists = await Promise.all(domains.map((domain) => gateway.subscribers(cloudId, domain, FIELDS)));
  const records = lists
    .flat()
    .filter((row) => (row.email ?? '').toLowerCase() === wanted)
    .map((row) => ({
      id: row.subscriber_login ?? '',
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      subscriber_login: row.subscriber_login ?? '',
      domain: row.domain ?? '',
      email: row.email ?? '',
      user: row.user ?? '',
    }));
  return records.length > 0 ? { records } : { records, ...messageAnswer(MESSAGES.noRecordFound) };
}
