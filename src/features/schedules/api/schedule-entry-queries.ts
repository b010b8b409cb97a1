import { queryOptions } from '@tanstack/react-query';
import type { ScheduleEntry } from '@/contract';
import { conditionalList } from '@/lib/conditional-list';
import { resourceKeys } from '@/lib/query-keys';
import { sortEntries } from '../sort-entries';

export const scheduleEntryQueries = {
  all: () => resourceKeys.scheduleEntries,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.scheduleEntries, 'list', schoolId],
      // POST /schedules/getallwhere: the school's weekly timetable.
      ...conditionalList('schedulesWhere', { json: { school_id: schoolId } }, (entries): ScheduleEntry[] =>
        sortEntries(entries),
      ),
    }),
};
