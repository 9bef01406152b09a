import { LOG_DEFAULT_KINDS, LOG_PAGE_DEFAULT, type LogKind } from '@mamt/contract';
import { COMMON_WORD, RARE_WORD } from './log-entries-data.js';

/** Older pages read after the first one, through the `before` cursor, as the screen's pager does. */
export const OLDER_PAGES = 3;

/** A search of System Logs as the screen sends it: the text, the kinds (none: all), up to the moment the screen opened. */
export type LogSearch = { label: string; message: string; kinds?: readonly LogKind[]; pages: number };

export const LOG_SEARCHES: LogSearch[] = [
  { label: `rare word "${RARE_WORD}", default kinds`, message: RARE_WORD, kinds: LOG_DEFAULT_KINDS, pages: 1 },
  { label: `rare word "${RARE_WORD}", all kinds`, message: RARE_WORD, pages: 1 },
  { label: `common word "${COMMON_WORD}", default kinds`, message: COMMON_WORD, kinds: LOG_DEFAULT_KINDS, pages: 1 + OLDER_PAGES },
  { label: `common word "${COMMON_WORD}", all kinds`, message: COMMON_WORD, pages: 1 + OLDER_PAGES },
];

/** One page's answer, as far as paging needs it: the oldest entry's time in nanoseconds (none: an empty page). */
type PageRead = { oldest?: string };
/** Asks for one page of a search; `before` is the cursor, `end` the screen's moment (both nanoseconds). */
export type PageReader = (search: LogSearch, end: string, before?: string) => Promise<PageRead>;

const postJson = async (url: string, body: object, headers: Record<string, string>) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** getlogs, signed in with `token`, its input as the screen writes it (web/src/features/logs/log-search.ts). */
export function getlogsReader(address: string, token: string): PageReader {
  return async ({ message, kinds }, end, before) => {
    const input = { message, ...(kinds ? { kinds } : {}), end, ...(before ? { before } : {}) };
    const answer = (await postJson(`${address}/api/v1/getlogs`, input, { token })) as { data: { result: Array<{ values: Array<[string, string]> }> } };
    // Streams group the page's values by labels: the oldest is the least time of any stream.
    const times = answer.data.result.flatMap((stream) => stream.values.map(([ns]) => BigInt(ns)));
    return { oldest: times.length > 0 ? times.reduce((a, b) => (b < a ? b : a)).toString() : undefined };
  };
}

/** The bare route (bare-logs-page.ts), asked for the same page. */
export function bareReader(url: string): PageReader {
  return async ({ message, kinds }, end, before) => {
    const answer = (await postJson(url, { message, ...(kinds ? { kinds } : {}), end, before, limit: LOG_PAGE_DEFAULT }, {})) as { entries: Array<{ ns: string }> };
    return { oldest: answer.entries.at(-1)?.ns };
  };
}

/** Reads a search's pages newest first, the next one older than the last one read; answers each page's time in ms. */
export async function timePages(read: PageReader, search: LogSearch, end: string): Promise<number[]> {
  const times: number[] = [];
  let before: string | undefined;
  for (let page = 0; page < search.pages; page += 1) {
    const started = performance.now();
    const { oldest } = await read(search, end, before);
    times.push(performance.now() - started);
    if (oldest === undefined) break;
    before = oldest;
  }
  return times;
}
