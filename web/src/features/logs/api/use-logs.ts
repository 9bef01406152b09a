import type { LogsAnswer } from '@mamt/contract';
import { MESSAGE_TEXTS } from '@mamt/contract/messages/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notifyError } from '../../../lib/notify';
import { RpcError, rpc } from '../../../lib/rpc';
import { logsInput, type LogSearch } from '../log-search';

const UNAVAILABLE = { message: MESSAGE_TEXTS.logsUnavailable, messageId: 'logsUnavailable' } as const;

/**
 * Reads the entries of one search. A failed or non-success answer is toasted 'Unable to get the
 * data' (document 3 §8) and leaves no list; an ended session is not, since the console is already
 * going to /login.
 */
async function readLogs(search: LogSearch): Promise<LogsAnswer> {
  try {
    const answer = await rpc('getlogs', logsInput(search));
    if (answer.status !== 'success') throw new Error('The logs answer was not a success');
    return answer;
  } catch (error) {
    if (!(error instanceof RpcError && error.status === 401)) notifyError(UNAVAILABLE);
    throw error;
  }
}

/** The entries of a search; each FILTER is a new search (its `at`), read even when the filters are unchanged. */
export function useLogs(search: LogSearch) {
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
