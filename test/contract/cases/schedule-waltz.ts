import { type AttendanceRecord, apiPath } from '@/contract';
import type { ApiClient } from '../api-client';
import { graciaOwner } from '../seed-data';
import { createdId } from './schedule-requests';
import { artur } from './schedule-seed';
import { loginAs } from './sign-in';

// A new student group «Вальс» with five students, created in this order, and one lesson of it on 2026-03-03.
// The names sort as a Russian reader expects: Ё right after Е (not before А, as its code point would put it),
// equal names by id.
const students = {
  yakovleva: 'Яковлева Вера',
  yolkina: 'Ёлкина Анна',
  abramova: 'Абрамова Юлия',
  eliseeva: 'Елисеева Мария',
  abramovaToo: 'Абрамова Юлия',
} as const;

export type WaltzStudent = keyof typeof students;

export type WaltzLesson = {
  lessonId: number;
  /** Each student's record while unmarked. */
  present: Record<WaltzStudent, AttendanceRecord>;
  /** The unmarked list in its order. */
  list: AttendanceRecord[];
};

/**
 * Creates a group, its students and a lesson taught by `teacherId`, as the owner (who stays signed in). A second
 * lesson in one case gets a group of its own name: names are unique per table.
 */
export async function waltzLesson(
  api: ApiClient,
  teacherId: number | null = artur.id,
  groupName = 'Вальс',
): Promise<WaltzLesson> {
  await loginAs(api, graciaOwner);
  const group = { name: groupName, entity_type: 'student' };
  const groupId = await createdId(api.request('POST', apiPath('groupCreate'), group));
  const ids: Partial<Record<WaltzStudent, number>> = {};
  for (const [key, name] of Object.entries(students) as [WaltzStudent, string][]) {
    ids[key] = await createdId(api.request('POST', apiPath('studentCreate'), { name, group_id: groupId }));
  }
  const lesson = { group_id: groupId, lesson_date: '2026-03-03', start_time: '19:00', duration_minutes: 60 };
  const lessonId = await createdId(
    api.request('POST', apiPath('lessonCreate'), { ...lesson, teacher_id: teacherId }),
  );
  const record = (key: WaltzStudent): AttendanceRecord => ({
    lesson_id: lessonId,
    student_id: ids[key] ?? 0,
    student_name: students[key],
    is_present: true,
    marked_at: null,
  });
  const present = {
    yakovleva: record('yakovleva'),
    yolkina: record('yolkina'),
    abramova: record('abramova'),
    eliseeva: record('eliseeva'),
    abramovaToo: record('abramovaToo'),
  };
  const { abramova, abramovaToo, eliseeva, yolkina, yakovleva } = present;
  return { lessonId, present, list: [abramova, abramovaToo, eliseeva, yolkina, yakovleva] };
}
