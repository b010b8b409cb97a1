import type { Group, Style, User } from '@/contract';

/** What a timetable entry may name; the page reads them from the groups, staff and styles features. */
export type ScheduleEntryChoices = {
  groups: readonly Group[];
  teachers: readonly User[];
  styles: readonly Style[];
};
