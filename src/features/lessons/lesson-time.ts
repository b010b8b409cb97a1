import type { Lesson } from '@/contract';
import { dayjs } from '@/lib/dates';

/** A lesson's date and start time are the school's wall clock: parsed as local time, never as UTC. */
export function lessonStart(lesson: Pick<Lesson, 'lesson_date' | 'start_time'>): string {
  return `${lesson.lesson_date}T${lesson.start_time}`;
}

/** Spec §9: the end is the start plus duration_minutes. */
export function lessonEnd(lesson: Pick<Lesson, 'lesson_date' | 'start_time' | 'duration_minutes'>): string {
  return dayjs(lessonStart(lesson)).add(lesson.duration_minutes, 'minute').format('YYYY-MM-DDTHH:mm');
}

/** `HH:mm–HH:mm`, start to end: how «Сегодня» shows a lesson's time. */
export function lessonTimeRange(
  lesson: Pick<Lesson, 'lesson_date' | 'start_time' | 'duration_minutes'>,
): string {
  return `${lesson.start_time}–${lessonEnd(lesson).slice(11)}`;
}

/** The modal's time: `dd.MM.yyyy HH:mm`. */
export function formatLessonStart(lesson: Pick<Lesson, 'lesson_date' | 'start_time'>): string {
  return dayjs(lessonStart(lesson)).format('DD.MM.YYYY HH:mm');
}

/** The calendar's label: `HH:mm Группа`. */
export function lessonLabel(lesson: Pick<Lesson, 'start_time' | 'group_name'>): string {
  return `${lesson.start_time} ${lesson.group_name}`;
}
