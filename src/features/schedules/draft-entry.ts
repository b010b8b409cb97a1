import type { ScheduleEntry } from '@/contract';
import type { ScheduleEntryChoices } from './schedule-entry-choices';
import type { ScheduleEntryInput } from './schedule-entry-form-values';

/** How an entry looks in the table until the server answers: the names come from the form's choices. */
export function draftEntry(
  base: Pick<ScheduleEntry, 'id' | 'school_id'>,
  input: ScheduleEntryInput,
  choices: ScheduleEntryChoices,
): ScheduleEntry {
  const teacher = choices.teachers.find(({ id }) => id === input.teacher_id);
  return {
    ...base,
    ...input,
    group_name: choices.groups.find(({ id }) => id === input.group_id)?.name ?? '',
    teacher_name: teacher?.profile.full_name ?? null,
    direction_name: choices.styles.find(({ id }) => id === input.direction_id)?.name ?? null,
  };
}
