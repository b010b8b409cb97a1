import type { Lesson } from '@/contract';

/**
 * The month view lays out every event it is given just to learn which fit in a day cell, and a busy month
 * (600 lessons) makes that the slow part. A 700 px calendar of six weeks has room for three rows a day, so a
 * busy day shows its first two lessons and a «+ ещё N» row that opens the day view with all of them.
 */
export const MONTH_DAY_ROWS = 3;

/** Lessons of a busy day the month view leaves out. */
export type MoreLessons = { date: string; count: number };

export type MonthLessons = { shown: Lesson[]; more: MoreLessons[] };

/** `lessons` come sorted by date and start time, so each day keeps its earliest lessons. */
export function limitLessonsPerDay(lessons: readonly Lesson[], rows = MONTH_DAY_ROWS): MonthLessons {
  const byDay = new Map<string, Lesson[]>();
  for (const lesson of lessons) {
    const day = byDay.get(lesson.lesson_date);
    if (day) day.push(lesson);
    else byDay.set(lesson.lesson_date, [lesson]);
  }
  const shown: Lesson[] = [];
  const more: MoreLessons[] = [];
  for (const [date, dayLessons] of byDay) {
    if (dayLessons.length <= rows) {
      shown.push(...dayLessons);
      continue;
    }
    shown.push(...dayLessons.slice(0, rows - 1));
    more.push({ date, count: dayLessons.length - (rows - 1) });
  }
  return { shown, more };
}
