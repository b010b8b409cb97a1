import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lessonQueries } from './lesson-queries';

/**
 * After the weekly timetable or a direction changes: generate the lessons it now implies, then reload what
 * the calendar shows.
 */
export function useRefreshLessons(schoolId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.fetchQuery({ ...lessonQueries.generation(schoolId), staleTime: 0 });
    // Not `lessonQueries.all()`: that would run the generation a second time.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lessonQueries.lists(schoolId) }),
      queryClient.invalidateQueries({ queryKey: lessonQueries.details() }),
    ]);
  }, [queryClient, schoolId]);
}
