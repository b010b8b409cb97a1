import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMark, AttendanceRecord } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { resourceKeys } from '@/lib/query-keys';
import { notifyFailure } from '@/ui/notify';
import { scheduleTexts } from '../texts';
import { attendanceQueries, refreshUnmarked } from './attendance-queries';

type MarkChange = { studentId: number; mark: AttendanceMark | null };

/**
 * POST /attendance/mark: the mark changes at once and goes back, with a message, if the server refuses. A mark
 * moves money (docs/money.md), so balances and subscriptions are read again after it.
 */
export function useMarkAttendance(lessonId: number) {
  const queryClient = useQueryClient();
  const listKey = attendanceQueries.list(lessonId).queryKey;
  const mutationKey = ['attendance', 'mark', lessonId];
  return useMutation({
    mutationKey,
    mutationFn: ({ studentId, mark }: MarkChange) =>
      callApi('attendanceMark', { json: { lesson_id: lessonId, student_id: studentId, mark } }),
    // The staff's mark replaces the family's «не придём» from the cabinet (the server clears it too).
    onMutate: ({ studentId, mark }) =>
      changeListOptimistically<AttendanceRecord>(queryClient, listKey, (records) =>
        records.map((record) =>
          record.student_id === studentId
            ? { ...record, mark, is_present: mark === null || mark === 'present', announced: false }
            : record,
        ),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(listKey, (records) =>
        records?.map((record) => (record.student_id === saved.student_id ? saved : record)),
      );
    },
    onError: (error, _mark, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      notifyFailure(serverMessageOf(error) ?? scheduleTexts.markFailed);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.finances });
      void refreshUnmarked(queryClient);
      return refetchWhenSettled(queryClient, listKey, mutationKey);
    },
  });
}

/** POST /attendance/mark-all: everyone not yet marked becomes present. */
export function useMarkAllPresent(lessonId: number) {
  const queryClient = useQueryClient();
  const listKey = attendanceQueries.list(lessonId).queryKey;
  return useMutation({
    mutationKey: ['attendance', 'mark-all', lessonId],
    mutationFn: () => callApi('attendanceMarkAll', { json: { lesson_id: lessonId } }),
    onSuccess: (records) => queryClient.setQueryData(listKey, records),
    onError: (error) => notifyFailure(serverMessageOf(error) ?? scheduleTexts.markFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys.finances }),
        refreshUnmarked(queryClient),
      ]),
  });
}
