import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

export const makeupQueries = {
  all: () => resourceKeys.makeups,
  /** POST /makeups/getallwhere: a student's make-ups, the latest missed first. */
  list: (studentId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.makeups, 'list', studentId],
      queryFn: () => callApi('makeupsWhere', { json: { student_id: studentId } }),
    }),
  /** POST /makeup-lessons/getallwhere: the lessons a make-up may be booked into, with their free seats. */
  options: (makeupId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.makeups, 'options', makeupId],
      queryFn: () => callApi('makeupOptions', { json: { makeup_id: makeupId } }),
    }),
};
