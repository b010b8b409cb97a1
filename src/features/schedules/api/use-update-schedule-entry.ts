import type { ScheduleEntry } from '@/contract';
import { callApi, serverMessageOf } from '@/lib/http';
import { mutationKey } from '@/lib/query-keys';
import { cachedView, useWrite } from '@/lib/use-write';
import { notifyFailure } from '@/ui/notify';
import { draftEntry } from '../draft-entry';
import type { ScheduleEntryChoices } from '../schedule-entry-choices';
import type { ScheduleEntryInput } from '../schedule-entry-form-values';
import { sortEntries } from '../sort-entries';
import { scheduleEntryTexts } from '../texts';
import { scheduleEntryQueries } from './schedule-entry-queries';

type EntryUpdate = { entry: ScheduleEntry; input: ScheduleEntryInput };
type UpdateEntryOptions = { schoolId: number; choices: ScheduleEntryChoices; onChanged: () => void };

/** PATCH /schedules/update/{id}: the row changes and moves to its sorted place, or reverts on refusal. */
export function useUpdateScheduleEntry({ schoolId, choices, onChanged }: UpdateEntryOptions) {
  const listKey = scheduleEntryQueries.list(schoolId).queryKey;
  const replaced = (id: number, row: (entry: ScheduleEntry) => ScheduleEntry) =>
    cachedView<ScheduleEntry[]>(listKey, (entries) =>
      sortEntries(entries.map((entry) => (entry.id === id ? row(entry) : entry))),
    );
  return useWrite({
    mutationKey: mutationKey('scheduleEntries', 'update'),
    request: ({ entry, input }: EntryUpdate) => callApi('scheduleUpdate', { id: entry.id, json: input }),
    optimistic: ({ entry, input }) => [replaced(entry.id, () => draftEntry(entry, input, choices))],
    answered: (updated) => [replaced(updated.id, () => updated)],
    onSuccess: () => onChanged(),
    onFailure: (error) => notifyFailure(serverMessageOf(error) ?? scheduleEntryTexts.saveFailed),
  });
}
