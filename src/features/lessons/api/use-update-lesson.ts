import type { Lesson, LessonDetail } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { chargesUnsaid } from '@/lib/money-views';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';
import { lessonInLists } from './lesson-lists-cache';
import { lessonQueries } from './lesson-queries';

/** What the owner changes from the lesson card: cancel or restore, or move to another date and time. */
export type LessonChanges = Partial<Pick<Lesson, 'is_canceled' | 'lesson_date' | 'start_time'>>;

type LessonUpdate = { lesson: Lesson; changes: LessonChanges };

const inCard = (id: number, change: (detail: LessonDetail) => LessonDetail) =>
  cachedView<LessonDetail>(lessonQueries.detail(id).queryKey, change);

/**
 * PATCH /lessons/update/{id}: the calendar and the card change at once and revert if the server refuses; the
 * answer, the stored lesson, goes into every range of the calendar (it may leave one and join another).
 */
export function useUpdateLesson(schoolId: number) {
  return useWrite({
    mutationKey: mutationKey('lessons', 'update'),
    request: ({ lesson, changes }: LessonUpdate) => callApi('lessonUpdate', { id: lesson.id, json: changes }),
    optimistic: ({ lesson, changes }) => [
      inCard(lesson.id, (detail) => ({ ...detail, ...changes })),
      lessonInLists(schoolId, lesson.id, { ...lesson, ...changes }),
    ],
    answered: (updated) => [
      inCard(updated.id, (detail) => ({ ...detail, ...updated })),
      lessonInLists(schoolId, updated.id, updated),
    ],
    // A cancelled, restored or moved lesson charges its visits anew (docs/money.md), which changes what covers its
    // students' other lessons, and may join or leave the past lessons left unmarked: the answer is the lesson alone.
    refresh: () => chargesUnsaid([{ queryKey: attendanceQueries.all() }]),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleTexts.updateFailed),
  });
}
