import type { LessonCreateInput } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { useWrite } from '@/lib/use-write';
import { notifySuccess } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';
import { lessonInLists } from './lesson-lists-cache';

/**
 * POST /lessons/create: a one-off lesson. Not optimistic: the dialog waits for the answer, which goes into every
 * range of the calendar its date falls in. Spec §8 logs a failure to the console; we also show it.
 */
export function useCreateLesson(schoolId: number) {
  return useWrite({
    mutationKey: mutationKey('lessons', 'create'),
    request: (input: LessonCreateInput) => callApi('lessonCreate', { json: input }),
    answered: (created) => [lessonInLists(schoolId, created.id, created)],
    // A one-off lesson entered afterwards for a past day is one more to mark.
    refresh: () => [{ queryKey: attendanceQueries.unmarked().queryKey }],
    onSuccess: (created) => notifySuccess(scheduleTexts.created(created.group_name)),
    onFailure: (error) => console.error(serverMessageOf(error) ?? scheduleTexts.createFailed, error),
  });
}
