import type { Colleague, Group, Style } from '@/contract';

/** What the one-off lesson form offers; the page reads them from the groups, staff and styles features. */
export type LessonChoices = {
  groups: readonly Group[];
  teachers: readonly Colleague[];
  styles: readonly Style[];
};
