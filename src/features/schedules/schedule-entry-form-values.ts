import type { z } from 'zod';
import type { ScheduleEntry, scheduleEntryCreateSchema } from '@/contract';

/** A timetable entry as it is sent, for adding and editing alike: numbers as numbers, '' as null. */
export type ScheduleEntryInput = {
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
export type ScheduleEntryFormValues = {
  groupId: string;
  weekday: string;
  startTime: string;
  duration: string;
  teacherId: string;
  styleId: string;
  activeFrom: string;
  activeTo: string;
};

export const emptyScheduleEntryForm: ScheduleEntryFormValues = {
  groupId: '',
  weekday: '1',
  startTime: '18:00',
  duration: '60',
  teacherId: '',
  styleId: '',
  activeFrom: '',
  activeTo: '',
};

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function scheduleEntryFormFromEntry(entry: ScheduleEntry): ScheduleEntryFormValues {
  return {
    groupId: text(entry.group_id),
    weekday: text(entry.weekday),
    startTime: entry.start_time,
    duration: text(entry.duration_minutes),
    teacherId: text(entry.teacher_id),
    styleId: text(entry.direction_id),
    activeFrom: text(entry.active_from),
    activeTo: text(entry.active_to),
  };
}

const optionalId = (value: string) => (value === '' ? null : Number(value));

/** Every field is sent, so one shape serves both adding and editing. */
export function toScheduleEntryInput(values: ScheduleEntryFormValues): ScheduleEntryInput {
  return {
    group_id: Number(values.groupId),
    weekday: Number(values.weekday),
    start_time: values.startTime,
    duration_minutes: Number(values.duration),
    teacher_id: optionalId(values.teacherId),
    direction_id: optionalId(values.styleId),
    active_from: values.activeFrom || null,
    active_to: values.activeTo || null,
  } satisfies z.input<typeof scheduleEntryCreateSchema>;
}
