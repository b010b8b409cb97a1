import {
  demoGroups,
  demoScheduleEntries,
  demoStaff,
  demoStyles,
  groupPalette,
  type Lesson,
  type ScheduleEntry,
  type Style,
} from '@/contract';
import { GRACIA_ID, graciaStaff } from '../seed-data';

// The demo school's schedule as docs/api-schedule.md seeds it (step 8), written as the answers both sides give.
// Groups come from the people seed: `demoGroups` in order from id 1, coloured from the palette in turn.

export function demoGroup(name: string): { id: number; name: string; color: string } {
  const index = demoGroups.findIndex((group) => group.name === name);
  if (index < 0) throw new Error(`No demo group "${name}"`);
  return { id: index + 1, name, color: groupPalette[index % groupPalette.length] ?? '' };
}

/** The first demo group of a kind: a lead group is not a student group. */
export const leadGroupId = demoGroups.findIndex((group) => group.entity_type === 'lead') + 1;

function teacherByEmail(email: string) {
  const index = demoStaff.findIndex((member) => member.email === email);
  const teacher = graciaStaff[index];
  if (!teacher) throw new Error(`No demo teacher ${email}`);
  return teacher;
}

/** Хабибуллин Артур (user 5) and Морозова Полина (user 6). */
export const artur = teacherByEmail('teacher@gracia-dance.ru');
export const polina = teacherByEmail('teacher2@gracia-dance.ru');

/** Directions 1–5, in `demoStyles` order. */
export const seededStyles: Style[] = demoStyles.map((style, index) => ({
  id: index + 1,
  name: style.name,
  active_from: null,
  active_to: null,
  is_archived: false,
  school_id: GRACIA_ID,
}));

export function seededStyle(name: string): Style {
  const style = seededStyles.find((candidate) => candidate.name === name);
  if (!style) throw new Error(`No demo direction "${name}"`);
  return style;
}

/** Timetable entries 1–11, in `demoScheduleEntries` order. */
export const seededEntries: ScheduleEntry[] = demoScheduleEntries.map((entry, index) => {
  const group = demoGroup(entry.group);
  const teacher = teacherByEmail(entry.teacher_email);
  const direction = seededStyle(entry.direction);
  return {
    id: index + 1,
    group_id: group.id,
    group_name: group.name,
    weekday: entry.weekday,
    start_time: entry.start_time,
    duration_minutes: entry.duration_minutes,
    school_id: GRACIA_ID,
    active_from: null,
    active_to: null,
    teacher_id: teacher.id,
    teacher_name: teacher.profile.full_name,
    direction_id: direction.id,
    direction_name: direction.name,
  };
});

/**
 * How many lessons the seeded entries plan from `from` to `to`, both included: each entry one on every day of
 * its weekday.
 */
export function seededLessonsBetween(from: string, to: string): number {
  let count = 0;
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000) {
    const weekday = ((new Date(day).getUTCDay() + 6) % 7) + 1;
    count += seededEntries.filter((entry) => entry.weekday === weekday).length;
  }
  return count;
}

/** The seeded entry of a group on a weekday (1 = Monday): how a case names one. */
export function seededEntry(group: string, weekday: number): ScheduleEntry {
  const entry = seededEntries.find(
    (candidate) => candidate.group_name === group && candidate.weekday === weekday,
  );
  if (!entry) throw new Error(`No seeded timetable entry of "${group}" on weekday ${weekday}`);
  return entry;
}

/** A lesson generated from a seeded entry, as the list answers it. */
export function generatedLesson(id: number, entry: ScheduleEntry, lessonDate: string): Lesson {
  return {
    id,
    group_id: entry.group_id,
    group_name: entry.group_name,
    group_color: demoGroup(entry.group_name).color,
    direction_id: entry.direction_id,
    teacher_id: entry.teacher_id,
    teacher_name: entry.teacher_name,
    lesson_date: lessonDate,
    start_time: entry.start_time,
    duration_minutes: entry.duration_minutes,
    is_canceled: false,
    dance_style: entry.direction_name,
    school_id: GRACIA_ID,
    schedule_id: entry.id,
  };
}

/** A lesson a seeded entry planned, as the list answers it but for its id (read from the answers instead). */
export function plannedLesson(entry: ScheduleEntry, lessonDate: string): Omit<Lesson, 'id'> {
  const { id: _, ...lesson } = generatedLesson(0, entry, lessonDate);
  return lesson;
}

export function withoutId({ id: _, ...lesson }: Lesson): Omit<Lesson, 'id'> {
  return lesson;
}
