import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Lesson } from '@/contract';
import { lessonQueries } from './lesson-queries';

/** Every cached date range of the school as it was before an optimistic change. */
export type LessonListsSnapshot = { previous: [QueryKey, Lesson[] | undefined][] };

/**
 * The calendar caches one list per visible range (a month, a week, a day): a change to a lesson must reach
 * each of them. Cancels their reads first, so an answer already on its way cannot overwrite the change.
 */
export async function changeLessonLists(
  queryClient: QueryClient,
  schoolId: number,
  change: (lessons: Lesson[]) => Lesson[],
): Promise<LessonListsSnapshot> {
  const queryKey = lessonQueries.lists(schoolId);
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueriesData<Lesson[]>({ queryKey });
  queryClient.setQueriesData<Lesson[]>({ queryKey }, (lessons) => (lessons ? change(lessons) : lessons));
  return { previous };
}

export function restoreLessonLists(
  queryClient: QueryClient,
  snapshot: LessonListsSnapshot | undefined,
): void {
  for (const [queryKey, lessons] of snapshot?.previous ?? []) queryClient.setQueryData(queryKey, lessons);
}
