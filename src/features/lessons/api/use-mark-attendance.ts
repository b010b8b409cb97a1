import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AttendanceRecord } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { scheduleTexts } from '../texts';
import { attendanceQueries } from './attendance-queries';

type AttendanceMark = { studentId: number; isPresent: boolean };

/** POST /attendance/mark: the tick changes at once and flips back, with a message, if the server refuses. */
export function useMarkAttendance(lessonId: number) {
  const queryClient = useQueryClient();
  const listKey = attendanceQueries.list(lessonId).queryKey;
  const mutationKey = ['attendance', 'mark', lessonId];
  return useMutation({
    mutationKey,
    mutationFn: ({ studentId, isPresent }: AttendanceMark) =>
      callApi('attendanceMark', {
        json: { lesson_id: lessonId, student_id: studentId, is_present: isPresent },
      }),
    onMutate: ({ studentId, isPresent }) =>
      changeListOptimistically<AttendanceRecord>(queryClient, listKey, (records) =>
        records.map((record) =>
          record.student_id === studentId ? { ...record, is_present: isPresent } : record,
        ),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(listKey, (records) =>
        records?.map((record) => (record.student_id === saved.student_id ? saved : record)),
      );
    },
    onError: (error, _mark, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      toast.error(serverMessageOf(error) ?? scheduleTexts.markFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
