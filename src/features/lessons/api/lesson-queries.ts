import { queryOptions } from '@tanstack/react-query';
import type { Lesson, LessonDetail } from '@/contract';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';
import type { DateRange } from '../visible-range';

/** The calendar's order (spec, §4): by date, then start time. */
export const byLessonTime = (a: Lesson, b: Lesson) =>
  a.lesson_date.localeCompare(b.lesson_date) || a.start_time.localeCompare(b.start_time) || a.id - b.id;

/** POST /lessons/getallwhere for the dates the calendar shows, in the calendar's order. */
async function fetchLessons(schoolId: number, range: DateRange): Promise<Lesson[]> {
  const data = await callApi('lessonsWhere', {
    json: { school_id: schoolId, date_from: range.from, date_to: range.to },
  });
  return data.toSorted(byLessonTime);
}

function fetchLesson(id: number): Promise<LessonDetail> {
  return callApi('lesson', { id });
}

/** Every cached date range of a school: what a change to one lesson must update. */
const listsKey = (schoolId: number) => [...resourceKeys.lessons, 'list', schoolId] as const;
const detailsKey = () => [...resourceKeys.lessons, 'detail'] as const;

export const lessonQueries = {
  all: () => resourceKeys.lessons,
  lists: listsKey,
  list: (schoolId: number, range: DateRange) =>
    queryOptions({
      queryKey: [...listsKey(schoolId), range.from, range.to],
      queryFn: () => fetchLessons(schoolId, range),
    }),
  details: detailsKey,
  detail: (id: number) => queryOptions({ queryKey: [...detailsKey(), id], queryFn: () => fetchLesson(id) }),
};
