import type { z } from 'zod';
import type { ScheduleEntry, scheduleEntryCreateSchema } from '@/contract';

/** A timetable entry as it is sent, for adding and editing alike: numbers as numbers, '' as null. */
export type TimetableEntryInput = {
  group_id: number;
  weekday: number;
  start_time: string;
  duration_minutes: number;
  teacher_id: number | null;
  direction_id: number | null;
  active_from: string | null;
  active_to: string | null;
};

/** What the timetable form edits, as its inputs hold it: strings, '' for "none". */
export type TimetableFormValues = {
  groupId: string;
  weekday: string;
  startTime: string;
  duration: string;
  teacherId: string;
  directionId: string;
  activeFrom: string;
  activeTo: string;
};

export const emptyTimetableForm: TimetableFormValues = {
  groupId: '',
  weekday: '1',
  startTime: '18:00',
  duration: '60',
  teacherId: '',
  directionId: '',
  activeFrom: '',
  activeTo: '',
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function timetableFormFromEntry(entry: ScheduleEntry): TimetableFormValues {
  return {
    groupId: text(entry.group_id),
    weekday: text(entry.weekday),
    startTime: entry.start_time,
    duration: text(entry.duration_minutes),
    teacherId: text(entry.teacher_id),
    directionId: text(entry.direction_id),
    activeFrom: text(entry.active_from),
    activeTo: text(entry.active_to),
  };
}

const optionalId = (value: string) => (value === '' ? null : Number(value));

/** Every field is sent, so one shape serves both adding and editing. */
export function toTimetableEntryInput(values: TimetableFormValues): TimetableEntryInput {
  return {
    group_id: Number(values.groupId),
    weekday: Number(values.weekday),
    start_time: values.startTime,
    duration_minutes: Number(values.duration),
    teacher_id: optionalId(values.teacherId),
    direction_id: optionalId(values.directionId),
    active_from: values.activeFrom || null,
    active_to: values.activeTo || null,
  } satisfies z.input<typeof scheduleEntryCreateSchema>;
}
