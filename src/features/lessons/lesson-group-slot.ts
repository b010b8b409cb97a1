import { createContext, type ReactNode } from 'react';
import type { Lesson } from '@/contract';

/**
 * What the lesson card offers about the lesson's group: the page fills it (a message to the group's families, from
 * the messages feature) for the roles that may; features do not import each other. The front desk writes from here:
 * it opens no students' page.
 */
export const LessonGroupSlot = createContext<
  ((lesson: Pick<Lesson, 'group_id' | 'group_name'>) => ReactNode) | null
>(null);
