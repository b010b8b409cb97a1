import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { temporaryId } from '@/lib/temporary-id';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { draftEntry } from '../draft-entry';
import type { ScheduleEntryChoices } from '../schedule-entry-choices';
import type { ScheduleEntryInput } from '../schedule-entry-form-values';
import { sortEntries } from '../sort-entries';
import { scheduleEntryTexts } from '../texts';
import { scheduleEntryQueries } from './schedule-entry-queries';

type CreateEntryOptions = { schoolId: number; choices: ScheduleEntryChoices; onChanged: () => void };

/** The row shown until the server answers, under an id of its own that the answer replaces. */
type NewEntry = { input: ScheduleEntryInput; draftId: number };

/** POST /schedules/create: the row appears in its sorted place at once and leaves if the server refuses. */
export function useCreateScheduleEntry({ schoolId, choices, onChanged }: CreateEntryOptions) {
  const listKey = scheduleEntryQueries.list(schoolId).queryKey;
  const mutation = useWrite({
    mutationKey: mutationKey('scheduleEntries', 'create'),
    request: ({ input }: NewEntry) => callApi('scheduleCreate', { json: input }),
    optimistic: ({ input, draftId }) => [
      cachedView<ScheduleEntry[]>(listKey, (entries) =>
        sortEntries([...entries, draftEntry({ id: draftId, school_id: schoolId }, input, choices)]),
      ),
    ],
    answered: (created, { draftId }) => [
      cachedView<ScheduleEntry[]>(listKey, (entries) =>
        sortEntries(entries.map((entry) => (entry.id === draftId ? created : entry))),
      ),
    ],
    onSuccess: () => onChanged(),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleEntryTexts.saveFailed),
  });
  return {
    ...mutation,
    create: (input: ScheduleEntryInput, options?: { onSuccess?: () => void }) =>
      mutation.mutate({ input, draftId: temporaryId() }, options),
  };
}
