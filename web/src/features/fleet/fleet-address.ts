import { FLEET_LISTS, type FleetList } from '@mamt/contract/fleet/fleet-fields';
import { withoutView } from '../../components/data-table/table-address';

/** The list open below the figures: one of the lists behind them, optionally of one domain. */
export type ShownList = { list: FleetList; domain?: string };

/** The address's names (`?list=behind&domain=d01.acme.demo&page=2`); the list's table keeps the plain view names. */
const NAMES = { list: 'list', domain: 'domain' } as const;

/** The prefix of the per-domain table's view in the address (`domains-page`, `domains-q`...). */
export const DOMAINS_TABLE = 'domains-';

const isList = (value: string | null): value is FleetList => (FLEET_LISTS as readonly string[]).includes(value ?? '');

/** The list the address opens; null when it opens none, or names one that does not exist (an old link). */
export function readShownList(params: URLSearchParams): ShownList | null {
  const list = params.get(NAMES.list);
  if (!isList(list)) return null;
  const domain = params.get(NAMES.domain)?.trim();
  return domain ? { list, domain } : { list };
}

/**
 * The address with another list open (null: closed). The tenant and the domains table's view stay;
 * the list's own table starts afresh, at its first page.
 */
export function withShownList(params: URLSearchParams, shown: ShownList | null): URLSearchParams {
  const next = withoutView(params, '');
  next.delete(NAMES.list);
  next.delete(NAMES.domain);
  if (shown) next.set(NAMES.list, shown.list);
  if (shown?.domain) next.set(NAMES.domain, shown.domain);
  return next;
}

/** The search of a link that opens a list (`?cloud=acme&list=behind`). */
export const shownListSearch = (params: URLSearchParams, shown: ShownList) => `?${withShownList(params, shown).toString()}`;

/** The ids of the attention lists that the blocked logins' and undelivered mails' figures lead to. */
export const ATTENTION_IDS = { blocked: 'fleet-attention-blocked', undelivered: 'fleet-attention-undelivered' } as const;
