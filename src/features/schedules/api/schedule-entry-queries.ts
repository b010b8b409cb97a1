import { queryOptions } from '@tanstack/react-query';
import type { ScheduleEntry } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import { sortEntries } from '../sort-entries';

/** POST /schedules/getallwhere: the school's weekly timetable. */
async function fetchScheduleEntries(schoolId: number): Promise<ScheduleEntry[]> {
  const data = await callApi('schedulesWhere', { json: { school_id: schoolId } });
  return sortEntries(data);
}

export const scheduleEntryQueries = {
  all: () => resourceKeys.scheduleEntries,
  list: (schoolId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.scheduleEntries, 'list', schoolId],
      queryFn: () => fetchScheduleEntries(schoolId),
    }),
};
