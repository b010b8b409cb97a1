import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { notifyFailure } from '@/ui/notify';
import { draftEntry } from '../draft-entry';
import type { ScheduleEntryChoices } from '../schedule-entry-choices';
import type { ScheduleEntryInput } from '../schedule-entry-form-values';
import { sortEntries } from '../sort-entries';
import { scheduleEntryTexts } from '../texts';
import { scheduleEntryQueries } from './schedule-entry-queries';

const mutationKey = ['schedule-entries', 'update'];

type EntryUpdate = { entry: ScheduleEntry; input: ScheduleEntryInput };
type UpdateEntryOptions = { schoolId: number; choices: ScheduleEntryChoices; onChanged: () => void };

/** PATCH /schedules/update/{id}: the row changes and moves to its sorted place, or reverts on refusal. */
export function useUpdateScheduleEntry({ schoolId, choices, onChanged }: UpdateEntryOptions) {
  const queryClient = useQueryClient();
  const listKey = scheduleEntryQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: ({ entry, input }: EntryUpdate) => callApi('scheduleUpdate', { id: entry.id, json: input }),
    onMutate: ({ entry, input }) =>
      changeListOptimistically<ScheduleEntry>(queryClient, listKey, (entries) =>
        sortEntries(entries.map((row) => (row.id === entry.id ? draftEntry(entry, input, choices) : row))),
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(listKey, (entries) =>
        entries ? sortEntries(entries.map((row) => (row.id === updated.id ? updated : row))) : entries,
      );
      onChanged();
    },
    onError: (error, _update, snapshot) => {
      restoreList(queryClient, listKey, snapshot);
      notifyFailure(serverMessageOf(error) ?? scheduleEntryTexts.saveFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
