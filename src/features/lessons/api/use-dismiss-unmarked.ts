import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnmarkedLesson } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifyFailure } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';

const mutationKey = ['attendance', 'unmarked', 'dismiss'];

/** POST /lessons/unmarked/dismiss/{id}: «Скрыть» — the lesson leaves the list at once, and returns if refused. */
export function useDismissUnmarked() {
  const queryClient = useQueryClient();
  const listKey = attendanceQueries.unmarked().queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (lessonId: number) => callApi('lessonUnmarkedDismiss', { id: lessonId }),
    onMutate: (lessonId) =>
      changeListOptimistically<UnmarkedLesson>(queryClient, listKey, (lessons) =>
        lessons.filter((lesson) => lesson.lesson_id !== lessonId),
      ),
    onError: (error, _lessonId, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      notifyFailure(serverMessageOf(error) ?? scheduleTexts.pastUnmarked.dismissFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
