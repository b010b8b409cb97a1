import type { AttendanceRecord, Lesson, Student, StudentBalance } from '@/contract';
import { createRowMatcher } from '@/ui/row-search';
import type { ScheduleViewer } from './lesson-permissions';
import { lessonEnd } from './lesson-time';

/** Today's lessons in time order; a teacher's own come first (the ones they mark). */
export function orderTodayLessons(lessons: readonly Lesson[], viewer: ScheduleViewer): Lesson[] {
  const byTime = lessons.toSorted((a, b) => a.start_time.localeCompare(b.start_time) || a.id - b.id);
  if (viewer.role !== 'teacher') return byTime;
  return [
    ...byTime.filter((lesson) => lesson.teacher_id === viewer.id),
    ...byTime.filter((lesson) => lesson.teacher_id !== viewer.id),
  ];
}

/**
 * The lesson on now, else the next one to start, else the day's last: what the front desk opens first — and a
 * teacher, among their own lessons when they have any that day (another teacher's 18:00 is not theirs to mark).
 * `now` is the school's wall clock, `YYYY-MM-DDTHH:mm`, as lessons' own dates and times are written.
 */
export function currentOrNextLesson(
  lessons: readonly Lesson[],
  now: string,
  viewer?: ScheduleViewer,
): Lesson | undefined {
  const own =
    viewer?.role === 'teacher' ? lessons.filter((lesson) => lesson.teacher_id === viewer.id) : lessons;
  const held = (own.some((lesson) => !lesson.is_canceled) ? own : lessons).filter(
    (lesson) => !lesson.is_canceled,
  );
  const byTime = held.toSorted((a, b) => a.start_time.localeCompare(b.start_time));
  return byTime.find((lesson) => lessonEnd(lesson) > now) ?? byTime.at(-1) ?? lessons[0];
}

/** A student found at the front desk: where they are today, if anywhere, and what they owe. */
export type FoundStudent = {
  studentId: number;
  name: string;
  phone: string;
  /** Their place in one of today's rolls; null when they have no lesson today. */
  today: { lesson: Lesson; record: AttendanceRecord } | null;
  /** Their subscriptions as the students list has them (the newest first); null when the viewer may not see them. */
  subscriptions: Student['subscriptions'];
  /** Kopecks; negative is a debt; null when the viewer may not see money. */
  balance: number | null;
};

type Sources = {
  /** Today's held lessons with their rolls (those loaded so far). */
  rolls: readonly { lesson: Lesson; records: readonly AttendanceRecord[] }[];
  /** The school's students, when the viewer may read them. */
  students: readonly Student[] | undefined;
  balances: readonly StudentBalance[] | undefined;
};

const MAX_FOUND = 8;

/**
 * Students whose name (or a parent's phone) matches, those in today's rolls first in lesson order, then the rest
 * of the school by name. An empty query finds no one.
 */
export function findStudents(query: string, { rolls, students, balances }: Sources): FoundStudent[] {
  if (query.trim() === '') return [];
  const matches = createRowMatcher(query);
  const studentsById = new Map(students?.map((student) => [student.id, student]));
  const balanceOf = (id: number, record?: AttendanceRecord) =>
    record?.balance ?? balances?.find((row) => row.student_id === id)?.balance ?? null;
  // Parents come only to a viewer who reads clients; the others find a student by name.
  const phoneOf = (student: Student | undefined) => student?.clients?.[0]?.phone ?? '';
  const matchesStudent = (name: string, student: Student | undefined) =>
    matches(name) || (student?.clients ?? []).some((client) => matches('', client.phone));

  const found: FoundStudent[] = [];
  const seen = new Set<number>();
  for (const { lesson, records } of rolls) {
    for (const record of records) {
      const student = studentsById.get(record.student_id);
      if (seen.has(record.student_id) || !matchesStudent(record.student_name, student)) continue;
      seen.add(record.student_id);
      found.push({
        studentId: record.student_id,
        name: record.student_name,
        phone: phoneOf(student),
        today: { lesson, record },
        subscriptions: student?.subscriptions ?? null,
        balance: balanceOf(record.student_id, record),
      });
    }
  }
  const others = (students ?? [])
    .filter((student) => !seen.has(student.id) && matchesStudent(student.name, student))
    .toSorted((a, b) => a.name.localeCompare(b.name, 'ru'));
  for (const student of others) {
    found.push({
      studentId: student.id,
      name: student.name,
      phone: phoneOf(student),
      today: null,
      subscriptions: student.subscriptions,
      balance: balanceOf(student.id),
    });
  }
  // A word starting with what was typed ranks first: «Ан» means Анна before Диана.
  const startsWord = startsAWord(query);
  return found
    .map((student, order) => ({ student, order, rank: startsWord(student.name) ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, MAX_FOUND)
    .map(({ student }) => student);
}

function startsAWord(query: string): (name: string) => boolean {
  const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е');
  const typed = fold(query.trim()).split(/\s+/);
  return (name) => {
    const words = fold(name).split(/\s+/);
    return typed.every((part) => words.some((word) => word.startsWith(part)));
  };
}
