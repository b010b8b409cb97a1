import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { lessonQueries } from './lesson-queries';

/**
 * After the weekly timetable or a direction changes: reload what the calendar shows. The server made the lessons
 * the change implies in the same transaction (docs/time.md), so there is nothing to generate here.
 */
export function useRefreshLessons(schoolId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lessonQueries.lists(schoolId) }),
      queryClient.invalidateQueries({ queryKey: lessonQueries.details() }),
    ]);
  }, [queryClient, schoolId]);
}
