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

/** The school's single-lesson price (the default): a visit no subscription covers becomes this debt. */
export const SINGLE_LESSON_PRICE = 80_000;

/** What a teacher sees of a record: whether the visit is covered, no money. */
export const teacherView = (record: AttendanceRecord): AttendanceRecord => ({
  ...record,
  sub_name: null,
  remaining_visits: null,
  expires_at: null,
  balance: null,
  debt_visits: null,
});

/** A record marked at a time, by the owner's or the front desk's view; uncovered visits become debts. */
export const marked = (
  record: AttendanceRecord,
  mark: 'present' | 'absent',
  markedAt: string,
  debtVisits: number,
): AttendanceRecord => ({
  ...record,
  is_present: mark === 'present',
  mark,
  marked_at: markedAt,
  // 0 − …, not −…: no debt is a plain 0, never −0.
  balance: 0 - SINGLE_LESSON_PRICE * debtVisits,
  debt_visits: debtVisits,
});

export type WaltzLesson = {
  lessonId: number;
  /** Each student's record while unmarked, as the owner sees it. */
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
    mark: null,
    marked_at: null,
    announced: false,
    // New students without a subscription, as the owner sees them.
    covered: false,
    frozen: false,
    sub_name: null,
    remaining_visits: null,
    expires_at: null,
    balance: 0,
    debt_visits: 0,
    debt_limit_reached: false,
    absence_debt: false,
    makeup_id: null,
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
