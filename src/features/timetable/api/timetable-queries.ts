import { queryOptions } from '@tanstack/react-query';
import type { ScheduleEntry } from '@/contract';
import { callApi } from '@/lib/http';
import { sortEntries } from '../sort-entries';

const timetableKey = 'timetable';

/** POST /schedules/getallwhere: the school's weekly timetable. */
async function fetchTimetable(schoolId: number): Promise<ScheduleEntry[]> {
  const data = await callApi('schedulesWhere', { json: { school_id: schoolId } });
  return sortEntries(data);
}

export const timetableQueries = {
  all: () => [timetableKey] as const,
  list: (schoolId: number) =>
    queryOptions({ queryKey: [timetableKey, 'list', schoolId], queryFn: () => fetchTimetable(schoolId) }),
};
