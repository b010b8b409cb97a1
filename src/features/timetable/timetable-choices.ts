import type { Group, Style, User } from '@/contract';

/** What a timetable entry may name; the page reads them from the groups, staff and directions features. */
export type TimetableChoices = {
  groups: readonly Group[];
  teachers: readonly User[];
  directions: readonly Style[];
};
