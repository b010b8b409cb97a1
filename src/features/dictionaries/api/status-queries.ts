import { queryOptions } from '@tanstack/react-query';
import type { Status, StatusType } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { resourceKeys } from '@/lib/query-keys';

export const statusQueries = {
  all: () => resourceKeys.statuses,
  list: (schoolId: number, type: StatusType) =>
    queryOptions({
      queryKey: [...resourceKeys.statuses, 'list', schoolId, type],
      // POST /statuses/getallwhere with a type: a school's lead or student statuses, by id.
      ...conditionalList('statusesWhere', { json: { school_id: schoolId, type } }, (statuses): Status[] =>
        statuses.toSorted((a, b) => a.id - b.id),
      ),
    }),
};
