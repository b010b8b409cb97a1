import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HistoryFilter } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

const key = resourceKeys.history;

export const historyQueries = {
  all: () => key,
  /** POST /history/getallwhere, a page at a time from the newest: «Показать ещё» asks for the one before. */
  list: (filter: Omit<HistoryFilter, 'before_id'>) =>
    infiniteQueryOptions({
      queryKey: [...key, filter],
      queryFn: ({ pageParam }) =>
        callApi('history', { json: pageParam === null ? filter : { ...filter, before_id: pageParam } }),
      initialPageParam: null as number | null,
      getNextPageParam: (page) => page.next_before_id,
      // Every opening reads again: a change made a moment ago in this tab (which live updates skip) shows at once.
      staleTime: 0,
    }),
};
