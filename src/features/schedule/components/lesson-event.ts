import type { EventContentArg, EventInput, EventMountArg } from '@fullcalendar/core';
import type { Lesson } from '@/contract';
import { lessonEnd, lessonLabel, lessonStart } from '../lesson-time';
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
    extendedProps: { canceled: lesson.is_canceled },
  };
}

// Plain DOM nodes rather than React elements: a month of lessons renders without a portal per event.
export function renderLessonContent({ event }: EventContentArg) {
  const label = document.createElement('span');
  label.className = styles.label ?? '';
  label.textContent = event.title;
  if (!event.extendedProps.canceled) return { domNodes: [label] };
  const mark = document.createElement('span');
  mark.className = styles.canceledMark ?? '';
  mark.textContent = scheduleTexts.canceledMark;
  return { domNodes: [label, mark] };
}

/** FullCalendar makes events focusable and opens them with Enter; a role and a name make them buttons. */
export function describeLessonEvent({ el, event }: EventMountArg) {
  el.setAttribute('role', 'button');
  el.setAttribute('aria-label', scheduleTexts.eventLabel(event.title, Boolean(event.extendedProps.canceled)));
}
