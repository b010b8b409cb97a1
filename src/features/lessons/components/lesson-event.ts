import type { EventContentArg, EventInput, EventMountArg } from '@fullcalendar/core';
import type { Lesson } from '@/contract';
import { dayjs } from '@/lib/dates';
import { lessonEnd, lessonLabel, lessonStart } from '../lesson-time';
import type { MoreLessons } from '../month-limit';
import { scheduleTexts } from '../texts';
import styles from './lessons-calendar.module.css';

/**
 * A lesson as FullCalendar draws it: `HH:mm Группа`, tinted with the group's colour over the theme's surface
 * (readable in both themes), a cancelled one struck through and marked in words.
 */
export function toLessonEvent(lesson: Lesson): EventInput {
  return {
    id: String(lesson.id),
    title: lessonLabel(lesson),
    start: lessonStart(lesson),
    end: lessonEnd(lesson),
    backgroundColor: `color-mix(in srgb, ${lesson.group_color} 26%, var(--color-surface))`,
    borderColor: lesson.group_color,
    textColor: 'var(--color-text)',
    classNames: lesson.is_canceled ? [styles.canceled ?? ''] : [],
    extendedProps: { canceled: lesson.is_canceled, rank: 0 },
  };
}

/** The last row of a busy day in the month view (see month-limit.ts): opens the day. */
export function toMoreEvent({ date, count }: MoreLessons): EventInput {
  return {
    id: `more-${date}`,
    title: scheduleTexts.moreLessons(count),
    // The last minute of the day: it must not spill into the next one (FullCalendar's default is an hour).
    start: `${date}T23:59`,
    end: `${date}T23:59:59`,
    backgroundColor: 'transparent',
    borderColor: 'transparent',
    classNames: [styles.more ?? ''],
    extendedProps: { moreDate: date, moreCount: count, rank: 1 },
  };
}

// Plain DOM nodes rather than React elements: a month of lessons renders without a portal per event.
export function renderLessonContent({ event }: EventContentArg) {
  const label = document.createElement('span');
  label.className = (event.extendedProps.closure ? styles.closedTitle : styles.label) ?? '';
  label.textContent = event.title;
  if (!event.extendedProps.canceled) return { domNodes: [label] };
  const mark = document.createElement('span');
  mark.className = styles.canceledMark ?? '';
  mark.textContent = scheduleTexts.canceledMark;
  return { domNodes: [label, mark] };
}

/** FullCalendar makes events focusable and opens them with Enter; a role and a name make them buttons. */
export function describeLessonEvent({ el, event }: EventMountArg) {
  const { canceled, moreDate, moreCount, closure } = event.extendedProps;
  // A closure is drawn behind the days: its reason is plain text, nothing to open.
  if (closure) return;
  el.setAttribute('role', 'button');
  el.setAttribute(
    'aria-label',
    moreDate
      ? scheduleTexts.moreLessonsLabel(Number(moreCount), dayjs(String(moreDate)).format('D MMMM'))
      : scheduleTexts.eventLabel(event.title, Boolean(canceled)),
  );
}
