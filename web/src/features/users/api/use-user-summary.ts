import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_SUMMARY_MAX_PAGE_SIZE, type SortOrder, type UserSortColumn } from '@mamt/contract';
import { readAllPages } from '../../../components/data-table/whole-result';
import { rpc } from '../../../lib/rpc';

export type UserSummaryQuery = { cloud_id?: string; search?: string; sort?: UserSortColumn; order?: SortOrder; page: number; page_size: number };

export const usersKeys = {
  all: ['users'] as const,
  summary: (query: UserSummaryQuery) => ['users', 'summary', query] as const,
  /** Every page of a search: under `all`, so what invalidates the list invalidates it too. */
  whole: ['users', 'whole'] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
  cloudIds: ['users', 'cloud-ids'] as const,
};

export function useUserSummary(query: UserSummaryQuery) {
  return useQuery({
    queryKey: usersKeys.summary(query),
    queryFn: () => rpc('userSummary', query),
    // The list screens take one page as rows and a total.
    select: (answer) => ({ rows: answer.users, total: answer.total }),
    placeholderData: keepPreviousData,
  });
}

/** Every console user matching the search, in the given order: the list read page after page at its largest page size. */
export function fetchAllUserSummary(query: Omit<UserSummaryQuery, 'page' | 'page_size'>) {
  return readAllPages(
    (page, page_size) => rpc('userSummary', { ...query, page, page_size }).then((answer) => ({ rows: answer.users, total: answer.total })),
    USER_SUMMARY_MAX_PAGE_SIZE,
  );
}
