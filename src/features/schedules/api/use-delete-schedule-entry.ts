import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifyFailure } from '@/ui/notify';
import { scheduleEntryTexts } from '../texts';
import { scheduleEntryQueries } from './schedule-entry-queries';

const mutationKey = ['schedule-entries', 'delete'];

type DeleteEntryOptions = { schoolId: number; onChanged: () => void };

/** DELETE /schedules/delete/{id}: the row leaves at once and comes back if the server refuses. */
export function useDeleteScheduleEntry({ schoolId, onChanged }: DeleteEntryOptions) {
  const queryClient = useQueryClient();
  const listKey = scheduleEntryQueries.list(schoolId).queryKey;
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
      notifyFailure(serverMessageOf(error) ?? scheduleEntryTexts.removeFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
