import type { LogsAnswer } from '@mamt/contract';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import { RpcError, rpc } from '../../../lib/rpc';
import { logsInput, type LogSearch } from '../log-search';

const UNAVAILABLE = { message: MESSAGE_TEXTS.logsUnavailable, messageId: 'logsUnavailable' } as const;

/** A search whose moment is fixed: the window's end, and the query's identity. */
export type HeldSearch = LogSearch & { at: number };

/** One page of a search's entries; `limit` as the call takes it (100 when not given). */
export async function readLogsPage(search: HeldSearch, limit?: number): Promise<LogsAnswer> {
  const answer = await rpc('getlogs', logsInput(search, limit));
  if (answer.status !== 'success') throw new Error('The logs answer was not a success');
  return answer;
}

/**
 * Reads the entries of one search. A failed or non-success answer is toasted 'Unable to get the
 * data' (document 3 §8); a refused filter is not (the form names its field), nor an ended session
 * (the console is already going to /login).
 */
async function readLogs(search: HeldSearch): Promise<LogsAnswer> {
  try {
    return await readLogsPage(search);
  } catch (error) {
    const refusedFilter = error instanceof RpcError && error.status === 400 && Object.keys(error.fieldErrors).length > 0;
    if (!(error instanceof RpcError && error.status === 401) && !refusedFilter) notifyError(UNAVAILABLE);
    throw error;
  }
}

/** The entries of a search; each FILTER is a new search (its `at`), read even when the filters are unchanged. */
export function useLogs(search: HeldSearch) {
  return useQuery({
    queryKey: ['logs', search],
    queryFn: () => readLogs(search),
    retry: false,
    // The entries of the last search stay on screen while the next one is read.
    placeholderData: keepPreviousData,
    // Logs change all the time: a search is read when made, and again only when made again.
    staleTime: Infinity,
    gcTime: 0,
  });
}
