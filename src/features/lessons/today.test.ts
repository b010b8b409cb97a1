import { describe, expect, it } from 'vitest';
import type { AttendanceRecord, Lesson, Student } from '@/contract';
import { currentOrNextLesson, findStudents, orderTodayLessons } from './today';

const lesson = (id: number, start: string, extra: Partial<Lesson> = {}): Lesson => ({
  id,
  group_id: id,
  group_name: `Группа ${id}`,
  group_color: '#888888',
  direction_id: null,
  teacher_id: 10,
  teacher_name: 'Учитель',
  lesson_date: '2026-11-25',
  start_time: start,
  duration_minutes: 60,
  is_canceled: false,
  dance_style: null,
  school_id: 1,
  schedule_id: null,
  ...extra,
});

const record = (lessonId: number, studentId: number, name: string): AttendanceRecord => ({
  lesson_id: lessonId,
  student_id: studentId,
  student_name: name,
  is_present: true,
  mark: null,
  marked_at: null,
  announced: false,
  covered: true,
  frozen: false,
  sub_name: 'Абонемент',
  remaining_visits: 3,
  expires_at: '2026-12-01',
  balance: -120_000,
  debt_visits: 0,
  debt_limit_reached: false,
  absence_debt: false,
  makeup_id: null,
});

const student = (id: number, name: string, phone = ''): Student => ({
  id,
  name,
  birthdate: null,
  age: null,
  created_at: '2026-01-01T00:00:00Z',
  skill_level: 'beginner',
  contact: '',
  email: null,
  status_id: null,
  status_name: null,
  school_id: 1,
  group_id: null,
  groups: [],
  clients: phone
    ? [{ id: id, client_name: 'Мама', phone, contact: '', relation: 'мама', is_payer: true }]
    : [],
  subscriptions: [],
});

describe('the front desk’s day', () => {
  it('orders lessons by time, a teacher’s own first', () => {
    const lessons = [lesson(1, '19:00'), lesson(2, '10:00', { teacher_id: 7 }), lesson(3, '12:00')];
    expect(orderTodayLessons(lessons, { id: 1, role: 'receptionist' }).map((l) => l.id)).toEqual([2, 3, 1]);
    expect(orderTodayLessons(lessons, { id: 7, role: 'teacher' }).map((l) => l.id)).toEqual([2, 3, 1]);
    expect(orderTodayLessons(lessons, { id: 10, role: 'teacher' }).map((l) => l.id)).toEqual([3, 1, 2]);
  });

  it('opens the lesson on now, else the next, else the last; never a cancelled one', () => {
    const lessons = [lesson(1, '10:00'), lesson(2, '12:00', { is_canceled: true }), lesson(3, '18:00')];
    const at = (time: string) => `2026-11-25T${time}`;
    expect(currentOrNextLesson(lessons, at('10:30'))?.id).toBe(1);
    expect(currentOrNextLesson(lessons, at('11:30'))?.id).toBe(3);
    expect(currentOrNextLesson(lessons, at('21:00'))?.id).toBe(3);
    expect(currentOrNextLesson([], at('10:00'))).toBeUndefined();
  });

  it('opens a teacher’s own lesson, not another teacher’s earlier one', () => {
    const lessons = [lesson(1, '18:00', { teacher_id: 8 }), lesson(2, '20:00', { teacher_id: 7 })];
    const at = (time: string) => `2026-11-25T${time}`;
    expect(currentOrNextLesson(lessons, at('17:00'), { id: 7, role: 'teacher' })?.id).toBe(2);
    expect(currentOrNextLesson(lessons, at('17:00'), { id: 1, role: 'receptionist' })?.id).toBe(1);
    // A teacher with no lesson of their own that day sees the day as the front desk does.
    expect(currentOrNextLesson(lessons, at('17:00'), { id: 9, role: 'teacher' })?.id).toBe(1);
  });

  it('finds today’s roll first, then the school, by name start or a parent’s phone', () => {
    const evening = lesson(3, '18:00');
    const rolls = [
      { lesson: evening, records: [record(3, 1, 'Галиева Диана'), record(3, 2, 'Анисимова Анна')] },
    ];
    const students = [
      student(1, 'Галиева Диана'),
      student(2, 'Анисимова Анна'),
      student(3, 'Андреева Ольга', '+7 (916) 111-22-33'),
    ];
    const found = findStudents('Ан', { rolls, students, balances: undefined });
    // «Ан» starts Анисимова (in the roll) and Андреева (not today); Диана only contains it.
    expect(found.map((one) => [one.name, one.today?.lesson.id ?? null])).toEqual([
      ['Анисимова Анна', 3],
      ['Андреева Ольга', null],
      ['Галиева Диана', 3],
    ]);
    expect(found[0]?.balance).toBe(-120_000);
    expect(findStudents('916 111', { rolls, students, balances: undefined }).map((one) => one.name)).toEqual([
      'Андреева Ольга',
    ]);
    expect(findStudents('  ', { rolls, students, balances: undefined })).toEqual([]);
  });

  it('takes a debt from the balances for a student with no lesson today', () => {
    const found = findStudents('Андреева', {
      rolls: [],
      students: [student(3, 'Андреева Ольга')],
      balances: [
        { student_id: 3, student_name: 'Андреева Ольга', balance: -50_000, debt_visits: 1, owed_since: null },
      ],
    });
    expect(found[0]?.balance).toBe(-50_000);
  });
});
