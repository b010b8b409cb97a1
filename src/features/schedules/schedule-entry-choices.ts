import type { Colleague, Group, Style } from '@/contract';

/** What a timetable entry may name; the page reads them from the groups, staff and styles features. */
export type ScheduleEntryChoices = {
  groups: readonly Group[];
  teachers: readonly Colleague[];
  styles: readonly Style[];
};
