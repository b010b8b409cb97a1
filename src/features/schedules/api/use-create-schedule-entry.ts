import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { changeListOptimistically, refetchWhenSettled, restoreList } from '@/lib/optimistic-list';
import { temporaryId } from '@/lib/temporary-id';
import { notifyFailure } from '@/ui/notify';
import { draftEntry } from '../draft-entry';
import type { ScheduleEntryChoices } from '../schedule-entry-choices';
import type { ScheduleEntryInput } from '../schedule-entry-form-values';
import { sortEntries } from '../sort-entries';
import { scheduleEntryTexts } from '../texts';
import { scheduleEntryQueries } from './schedule-entry-queries';

const mutationKey = ['schedule-entries', 'create'];

type CreateEntryOptions = { schoolId: number; choices: ScheduleEntryChoices; onChanged: () => void };

/** POST /schedules/create: the row appears in its sorted place at once and leaves if the server refuses. */
export function useCreateScheduleEntry({ schoolId, choices, onChanged }: CreateEntryOptions) {
  const queryClient = useQueryClient();
  const listKey = scheduleEntryQueries.list(schoolId).queryKey;
  return useMutation({
    mutationKey,
    mutationFn: (input: ScheduleEntryInput) => callApi('scheduleCreate', { json: input }),
    onMutate: async (input) => {
      const draft = draftEntry({ id: temporaryId(), school_id: schoolId }, input, choices);
      const snapshot = await changeListOptimistically<ScheduleEntry>(queryClient, listKey, (entries) =>
        sortEntries([...entries, draft]),
      );
      return { ...snapshot, draftId: draft.id };
    },
    onSuccess: (created, _input, context) => {
      queryClient.setQueryData(listKey, (entries) =>
        entries
          ? sortEntries(entries.map((entry) => (entry.id === context.draftId ? created : entry)))
          : entries,
      );
      onChanged();
    },
    onError: (error, _input, context) => {
      restoreList(queryClient, listKey, context);
      notifyFailure(serverMessageOf(error) ?? scheduleEntryTexts.saveFailed);
    },
    onSettled: () => refetchWhenSettled(queryClient, listKey, mutationKey),
  });
}
