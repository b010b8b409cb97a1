import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { demoStudents, type Role } from '@/contract';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';

/** Demo timetable slots (src/contract/demo/schedule.ts) the tests look for, by their calendar label. */
export const demoLessons = {
  /** Monday and Wednesday 17:00, teacher Хабибуллин (the demo teacher login). */
  hipHop: '17:00 Хип-хоп 7–10 лет',
  /** Tuesday and Thursday 18:00, teacher Морозова. */
  jazzFunk: '18:00 Jazz-funk 11–14 лет',
};

export const hipHopStudents = demoStudents
  .filter((student) => student.groups.includes('Хип-хоп 7–10 лет'))
  .map((student) => student.name);

/** FullCalendar redraws slowly in the test DOM on a busy machine: waits get more room than the default second. */
const patience = { timeout: 10_000 };

/** Resolves once the calendar has loaded the lessons of the dates it shows. */
export async function lessonsLoaded(calendar: HTMLElement) {
  await waitFor(() => expect(calendar).toHaveAttribute('aria-busy', 'false'), patience);
}

/** Signs in and opens /schedule; resolves once the calendar shows its lessons. */
export async function openSchedule(role: Role) {
  await signInAs(role);
  const view = renderApp('/schedule');
  const calendar = await screen.findByRole('region', { name: 'Календарь занятий' }, patience);
  await lessonsLoaded(calendar);
  return { ...view, calendar };
}

/** Switches to the week view and goes to next week, where every demo slot has a generated lesson. */
export async function showNextWeek(view: Awaited<ReturnType<typeof openSchedule>>) {
  await view.user.click(within(view.calendar).getByRole('button', { name: 'Неделя' }));
  await view.user.click(within(view.calendar).getByRole('button', { name: 'Вперёд' }));
  await lessonsLoaded(view.calendar);
}

/**
 * The lessons with this label in the calendar, by their `aria-label`. The test DOM lays nothing out, so FullCalendar
 * keeps the events it cannot measure `visibility: hidden`, and hidden elements have no accessible name; they
 * are in the document all the same (Playwright checks what shows).
 */
export function findLessons(calendar: HTMLElement, label: string | RegExp) {
  return within(calendar).findAllByLabelText(label, { selector: '[role="button"]' }, patience);
}

/** Opens next Monday's lesson with this label (Monday's column comes first in the week). */
export async function openNextWeekLesson(view: Awaited<ReturnType<typeof openSchedule>>, label: string) {
  await showNextWeek(view);
  const [lesson] = await findLessons(view.calendar, label);
  if (!lesson) throw new Error(`No lesson «${label}» next week`);
  await view.user.click(lesson);
  return screen.findByRole('dialog', { name: 'Занятие' });
}
