import { useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { chargesUnsaid } from '@/lib/money-views';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';
import { lessonInLists } from './lesson-lists-cache';
import { lessonQueries } from './lesson-queries';

/** DELETE /lessons/delete/{id}: the lesson leaves the calendar at once and comes back if the server refuses. */
export function useDeleteLesson(schoolId: number) {
  const queryClient = useQueryClient();
  return useWrite({
    mutationKey: mutationKey('lessons', 'delete'),
    request: (lesson: Lesson) => callApi('lessonDelete', { id: lesson.id }),
    optimistic: (lesson) => [lessonInLists(schoolId, lesson.id, null)],
    answered: (id) => [lessonInLists(schoolId, id, null)],
    // Its visits' charges are taken back and its make-ups voided (docs/money.md), which changes what covers its
    // students' other lessons; it leaves the unmarked ones.
    refresh: () => chargesUnsaid([{ queryKey: attendanceQueries.all() }]),
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: lessonQueries.detail(id).queryKey });
      queryClient.removeQueries({ queryKey: attendanceQueries.list(id).queryKey });
      notifySuccess(scheduleTexts.deletedToast);
    },
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleTexts.deleteFailed),
  });
}
