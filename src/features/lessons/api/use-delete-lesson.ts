import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { refetchWhenSettled } from '@/lib/optimistic-list';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { refreshUnmarked } from './attendance-queries';
import { changeLessonLists, restoreLessonLists } from './lesson-lists-cache';
import { lessonQueries } from './lesson-queries';

const mutationKey = ['lessons', 'delete'];

/** DELETE /lessons/delete/{id}: the lesson leaves the calendar at once and comes back if the server refuses. */
export function useDeleteLesson(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (lesson: Lesson) => callApi('lessonDelete', { id: lesson.id }),
    onMutate: (lesson) =>
      changeLessonLists(queryClient, schoolId, (lessons) => lessons.filter(({ id }) => id !== lesson.id)),
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: lessonQueries.detail(id).queryKey });
      notifySuccess(scheduleTexts.deletedToast);
    },
    onError: (error, _lesson, snapshot) => {
      restoreLessonLists(queryClient, snapshot);
      notifyFailure(serverMessageOf(error) ?? scheduleTexts.deleteFailed);
    },
    onSettled: () => {
      void refreshUnmarked(queryClient);
      return refetchWhenSettled(queryClient, lessonQueries.lists(schoolId), mutationKey);
    },
  });
}
