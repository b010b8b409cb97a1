import type { UnmarkedLesson } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';

/** POST /lessons/unmarked/dismiss/{id}: «Скрыть» — the lesson leaves the list at once, and returns if refused. */
export function useDismissUnmarked() {
  const without = (lessonId: number) =>
    cachedView<UnmarkedLesson[]>(attendanceQueries.unmarked().queryKey, (lessons) =>
      lessons.filter((lesson) => lesson.lesson_id !== lessonId),
    );
  return useWrite({
    mutationKey: mutationKey('attendance', 'unmarked-dismiss'),
    request: (lessonId: number) => callApi('lessonUnmarkedDismiss', { id: lessonId }),
    optimistic: (lessonId) => [without(lessonId)],
    answered: (dismissal) => [without(dismissal.lesson_id)],
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleTexts.pastUnmarked.dismissFailed),
  });
}
