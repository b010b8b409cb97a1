import type { LessonCreateInput } from '@/contract';

/** What the one-off lesson form edits, as its inputs hold it: strings, '' for "none". */
export type LessonFormValues = {
  groupId: string;
  date: string;
  startTime: string;
  duration: string;
  teacherId: string;
  styleId: string;
};

/** A new lesson starts on the school's today (`YYYY-MM-DD`). */
export function emptyLessonForm(today: string): LessonFormValues {
  return {
    groupId: '',
    date: today,
    startTime: '18:00',
    duration: '60',
    teacherId: '',
    styleId: '',
  };
}

const optionalId = (value: string) => (value === '' ? null : Number(value));

/** Spec §2: the numeric fields of the create-lesson form become numbers before they are sent. */
export function toLessonCreateInput(values: LessonFormValues): LessonCreateInput {
  return {
    group_id: Number(values.groupId),
    lesson_date: values.date,
    start_time: values.startTime,
    duration_minutes: Number(values.duration),
    teacher_id: optionalId(values.teacherId),
    direction_id: optionalId(values.styleId),
  };
}
