import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LessonCreateInput } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { notifySuccess } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { refreshUnmarked } from './attendance-queries';
import { lessonQueries } from './lesson-queries';

/**
 * POST /lessons/create: a one-off lesson. Not optimistic: where it lands in the calendar depends on the
 * range shown, so the calendar simply reloads. Spec §8 logs a failure to the console; we also show it.
 */
export function useCreateLesson(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LessonCreateInput) => callApi('lessonCreate', { json: input }),
    onSuccess: (created) => {
      notifySuccess(scheduleTexts.created(created.group_name));
      // A one-off lesson entered afterwards for a past day is one more to mark.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: lessonQueries.lists(schoolId) }),
        refreshUnmarked(queryClient),
      ]);
    },
    onError: (error) => {
      console.error(serverMessageOf(error) ?? scheduleTexts.createFailed, error);
    },
  });
}
