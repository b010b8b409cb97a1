import { createContext, type ReactNode } from 'react';
import type { Lesson } from '@/contract';

/**
 * The lesson's waitlist on its card (docs/makeups.md, «Лист ожидания»): the page fills it from the waitlists feature
 * for the roles that keep lines; features do not import each other.
 */
export const LessonWaitlistSlot = createContext<((lesson: Lesson) => ReactNode) | null>(null);
