import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortOrder, UserSortColumn } from '@mamt/contract';
import { rpc } from '../../../lib/rpc';

export type UserSummaryQuery = { cloud_id?: string; search?: string; sort?: UserSortColumn; order?: SortOrder; page: number; page_size: number };

export const usersKeys = {
  all: ['users'] as const,
  summary: (query: UserSummaryQuery) => ['users', 'summary', query] as const,
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
