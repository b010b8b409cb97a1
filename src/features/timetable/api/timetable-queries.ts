import { queryOptions } from '@tanstack/react-query';
import { apiPath, type ScheduleEntry, scheduleEntriesListSchema } from '@/contract';
import { http, readJson } from '@/lib/http';
import { sortEntries } from '../sort-entries';

const timetableKey = 'timetable';

/** POST /schedules/getallwhere: the school's weekly timetable. */
async function fetchTimetable(schoolId: number): Promise<ScheduleEntry[]> {
  const { data } = await readJson(
    http.post(apiPath('schedulesWhere'), { json: { school_id: schoolId } }),
    scheduleEntriesListSchema,
  );
  return sortEntries(data);
}

export const timetableQueries = {
  all: () => [timetableKey] as const,
  list: (schoolId: number) =>
    queryOptions({ queryKey: [timetableKey, 'list', schoolId], queryFn: () => fetchTimetable(schoolId) }),
};
