import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { timetableTexts } from '../texts';
import { timetableQueries } from './timetable-queries';

const mutationKey = ['timetable', 'delete'];

type DeleteEntryOptions = { schoolId: number; onChanged: () => void };

/** DELETE /schedules/delete/{id}: the row leaves at once and comes back if the server refuses. */
export function useDeleteTimetableEntry({ schoolId, onChanged }: DeleteEntryOptions) {
  const queryClient = useQueryClient();
  const listKey = timetableQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (entry: ScheduleEntry) => callApi('scheduleDelete', { id: entry.id }),
    onMutate: (entry) =>
      changeListOptimistically<ScheduleEntry>(queryClient, listKey, (entries) =>
        entries.filter(({ id }) => id !== entry.id),
      ),
    onSuccess: () => onChanged(),
    onError: (error, _entry, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      toast.error(serverMessageOf(error) ?? timetableTexts.removeFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
