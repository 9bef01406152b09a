import { CHECK_EMAIL_MAX_RESULTS, MESSAGES, messageAnswer } from '@mamt/contract';
import type { NetsapiensGateway } from '../../integrations/netsapiens/netsapiens-gateway.js';

const FIELDS = 'domain,email,first_name,last_name,subscriber_login,user';

type PlatformUserRecord = { id: string; first_name: string; last_name: string; subscriber_login: string; domain: string; email: string; user: string };

/**
 * Every platform user of the tenant, across all its domains. Each domain's user list is the cached
 * read the other screens use, so a search costs no extra platform request when warm.
 */
async function platformUsersOf(gateway: NetsapiensGateway, cloudId: string): Promise<PlatformUserRecord[]> {
  const domains = (await gateway.domainNames(cloudId)).filter(Boolean);
  const lists = await Promise.all(domains.map((domain) => gateway.subscribers(cloudId, domain, FIELDS)));
  return lists.flat().map((row) => ({
    id: row.subscriber_login ?? '',
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    subscriber_login: row.subscriber_login ?? '',
    domain: row.domain ?? '',
    email: row.email ?? '',
    user: row.user ?? '',
  }));
}

const answer = (records: PlatformUserRecord[], total = records.length) =>
  records.length > 0 ? { records, total } : { records, total, ...messageAnswer(MESSAGES.noRecordFound) };

/** The tenant's platform users with exactly this e-mail address (any case): whom a QR e-mail is for. */
export async function findPlatformUsersByEmail(gateway: NetsapiensGateway, cloudId: string, email: string) {
  const wanted = email.toLowerCase();
  return answer((await platformUsersOf(gateway, cloudId)).filter((row) => row.email.toLowerCase() === wanted));
}

/**
 * A text as compared by the search: accents and case aside (é and e, ß and ss, a letter typed as
 * letter and combining mark), runs of spaces as one.
 */
export function foldForSearch(value: string): string {
  return value.toUpperCase().toLowerCase().normalize('NFKD').replace(/\p{M}+/gu, '').replace(/\s+/g, ' ').trim();
}

/** 0: the whole address or name; 1: a word of it starts so; 2: found inside it. */
function rankOf(row: PlatformUserRecord, wanted: string): number | null {
  const first = foldForSearch(row.first_name);
  const last = foldForSearch(row.last_name);
  const texts = [foldForSearch(row.email), first, last, `${first} ${last}`, `${last} ${first}`];
  if (texts.includes(wanted)) return 0;
  if (!texts.some((candidate) => candidate.includes(wanted))) return null;
  const startsWord = texts.some((candidate) => candidate.startsWith(wanted) || candidate.includes(` ${wanted}`) || candidate.includes(`.${wanted}`));
  return startsWord ? 1 : 2;
}

const byName = (a: PlatformUserRecord, b: PlatformUserRecord) =>
  a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name) || a.domain.localeCompare(b.domain) || a.user.localeCompare(b.user);

/**
 * Check Email: the tenant's platform users whose e-mail address or name holds `text`, the closest
 * first, at most CHECK_EMAIL_MAX_RESULTS of them (`total` counts every match).
 */
export async function searchPlatformUsers(gateway: NetsapiensGateway, cloudId: string, text: string) {
  const wanted = foldForSearch(text);
  const matches = (await platformUsersOf(gateway, cloudId))
    .map((row) => ({ row, rank: rankOf(row, wanted) }))
    .filter((match): match is { row: PlatformUserRecord; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || byName(a.row, b.row));
  return answer(
    matches.slice(0, CHECK_EMAIL_MAX_RESULTS).map((match) => match.row),
    matches.length,
  );
}
