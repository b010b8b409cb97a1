import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { scheduleEntryTexts } from '../texts';
import { scheduleEntryQueries } from './schedule-entry-queries';

type DeleteEntryOptions = { schoolId: number; onChanged: () => void };

/** DELETE /schedules/delete/{id}: the row leaves at once and comes back if the server refuses. */
export function useDeleteScheduleEntry({ schoolId, onChanged }: DeleteEntryOptions) {
  const without = (id: number) =>
    cachedView<ScheduleEntry[]>(scheduleEntryQueries.list(schoolId).queryKey, (entries) =>
      entries.filter((entry) => entry.id !== id),
    );
  return useWrite({
    mutationKey: mutationKey('scheduleEntries', 'delete'),
    request: (entry: ScheduleEntry) => callApi('scheduleDelete', { id: entry.id }),
    optimistic: (entry) => [without(entry.id)],
    answered: (deletedId) => [without(deletedId)],
    onSuccess: () => onChanged(),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleEntryTexts.removeFailed),
  });
}
