import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { refetchWhenSettled } from '@/lib/optimistic-list';
import { notifyFailure } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { refreshUnmarked } from './attendance-queries';
import { changeLessonLists, restoreLessonLists } from './lesson-lists-cache';
import { lessonQueries } from './lesson-queries';

const mutationKey = ['lessons', 'update'];

/** What the owner changes from the lesson card: cancel or restore, or move to another date and time. */
export type LessonChanges = Partial<Pick<Lesson, 'is_canceled' | 'lesson_date' | 'start_time'>>;

type LessonUpdate = { lesson: Lesson; changes: LessonChanges };

/** PATCH /lessons/update/{id}: the calendar and the card change at once and revert if the server refuses. */
export function useUpdateLesson(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ lesson, changes }: LessonUpdate) =>
      callApi('lessonUpdate', { id: lesson.id, json: changes }),
    onMutate: async ({ lesson, changes }) => {
      const detailKey = lessonQueries.detail(lesson.id).queryKey;
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previousDetail = queryClient.getQueryData(detailKey);
      queryClient.setQueryData(detailKey, (detail) => (detail ? { ...detail, ...changes } : detail));
      const lists = await changeLessonLists(queryClient, schoolId, (lessons) =>
        lessons.map((row) => (row.id === lesson.id ? { ...row, ...changes } : row)),
      );
      return { lists, previousDetail };
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(lessonQueries.detail(updated.id).queryKey, (detail) =>
        detail ? { ...detail, ...updated } : detail,
      );
    },
    onError: (error, { lesson }, context) => {
      restoreLessonLists(queryClient, context?.lists);
      queryClient.setQueryData(lessonQueries.detail(lesson.id).queryKey, context?.previousDetail);
      notifyFailure(serverMessageOf(error) ?? scheduleTexts.updateFailed);
    },
    onSettled: () => {
      // A cancelled, restored or moved lesson may join or leave the past lessons left unmarked.
      void refreshUnmarked(queryClient);
      return refetchWhenSettled(queryClient, lessonQueries.lists(schoolId), mutationKey);
    },
  });
}
