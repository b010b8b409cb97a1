import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/http';
import { resourceKeys } from '@/lib/query-keys';

export const waitlistQueries = {
  all: () => resourceKeys.waitlists,
  /** GET /waitlist/offers: the offers open at the school, for the front desk to answer for families. */
  offers: () =>
    queryOptions({
      queryKey: [...resourceKeys.waitlists, 'offers'],
      queryFn: () => callApi('waitlistOffers'),
    }),
  /** POST /waitlist/getallwhere: a group's line in order. */
  group: (groupId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.waitlists, 'group', groupId],
      queryFn: () => callApi('waitlistWhere', { json: { group_id: groupId } }),
    }),
  /** POST /waitlist/getallwhere: a lesson's line in order. */
  lesson: (lessonId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.waitlists, 'lesson', lessonId],
      queryFn: () => callApi('waitlistWhere', { json: { lesson_id: lessonId } }),
    }),
  /** A student's make-ups, the one to wait with chosen among the available. */
  makeups: (studentId: number) =>
    queryOptions({
      queryKey: [...resourceKeys.waitlists, 'makeups', studentId],
      queryFn: () => callApi('makeupsWhere', { json: { student_id: studentId } }),
    }),
};
