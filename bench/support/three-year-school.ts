import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema.ts';
import { addDays } from '../../server/src/modules/shared/local-date.ts';

// The «three-year school» of the benchmarks: the demo school with three years of history — 600 students in 10
// groups, a 12-visit subscription a month for each (about 21 600 sold, each sale on the ledger), two lessons a week
// per group with about half the group marked present (about 100 000 marks, each a visit line), 20 000 payments.

const SCHOOL_ID = 1;
const CHUNK = 400;
export const STUDENTS = 600;
export const MONTHS = 36;
const GROUPS = 10;
const now = new Date();
const created_at = now.toISOString();
export const today = now.toISOString().slice(0, 10);
export const start = addDays(today, -MONTHS * 30);

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += CHUNK) await insert(rows.slice(from, from + CHUNK));
}

/** Loads the three years into the demo school (school 1) straight into the tables, in chunks. */
export async function addHistory(db: Kysely<Database>) {
  const groups = await db
    .insertInto('groups')
    .values(
      Array.from({ length: GROUPS }, (_, n) => ({
        school_id: SCHOOL_ID,
        name: `Группа ${n}`,
        entity_type: 'student' as const,
        color: '#6366f1',
      })),
    )
    .returning('id')
    .execute();
  const students: { id: number; group: number }[] = [];
  await inChunks(
    Array.from({ length: STUDENTS }, (_, n) => n),
    async (chunk) => {
      const rows = await db
        .insertInto('students')
        .values(
          chunk.map((n) => ({
            school_id: SCHOOL_ID,
            name: `Ученик ${n}`,
            birthdate: '2014-04-04',
            skill_level: 'beginner' as const,
            contact: '',
            status_id: 5,
            created_at,
          })),
        )
        .returning('id')
        .execute();
      for (const [index, row] of rows.entries())
        students.push({ id: row.id, group: groups[(chunk[index] ?? 0) % GROUPS]?.id ?? 1 });
    },
  );
  await inChunks(students, (chunk) =>
    db
      .insertInto('student_groups')
      .values(chunk.map((s) => ({ student_id: s.id, group_id: s.group })))
      .execute(),
  );

  // A subscription a month per student, its sale on the ledger.
  const subscriptionOf = new Map<string, number>();
  const sales: { student: number; month: number }[] = [];
  for (const s of students)
    for (let month = 0; month < MONTHS; month += 1) sales.push({ student: s.id, month });
  await inChunks(sales, async (chunk) => {
    const rows = await db
      .insertInto('subscriptions')
      .values(
        chunk.map((sale) => {
          const issued = addDays(start, sale.month * 30);
          return {
            school_id: SCHOOL_ID,
            student_id: sale.student,
            sub_name: 'Абонемент 12 занятий',
            issued_at: issued,
            starts_at: issued,
            expires_at: addDays(issued, 29),
            visits: 12,
            kind: 'visits' as const,
            price: 540_000,
            validity_days: 30,
            template_id: null,
            sold_by: 2,
          };
        }),
      )
      .returning(['id', 'student_id', 'issued_at'])
      .execute();
    for (const row of rows) subscriptionOf.set(`${row.student_id}:${row.issued_at}`, row.id);
    await db
      .insertInto('account_entries')
      .values(
        rows.map((row) => ({
          school_id: SCHOOL_ID,
          student_id: row.student_id,
          kind: 'sale' as const,
          entry_date: row.issued_at,
          amount: -540_000,
          visits: 0,
          subscription_id: row.id,
          note_data: JSON.stringify({ code: 'sale', pass: 'Абонемент 12 занятий' }),
          created_at,
        })),
      )
      .execute();
  });

  // Two lessons a week per group, about half the group marked present at each, each mark a visit line. The demo's
  // teachers take the groups in turn (the teacher load report).
  const teachers = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', SCHOOL_ID)
    .where('role', '=', 'teacher')
    .execute();
  const teacherOf = (group: number) => teachers[group % teachers.length]?.id ?? null;
  const lessons: { group: number; date: string }[] = [];
  for (const group of groups)
    for (let day = 0; day < MONTHS * 30; day += 1)
      if (day % 7 === 0 || day % 7 === 3) lessons.push({ group: group.id, date: addDays(start, day) });
  const byGroup = new Map<number, number[]>();
  for (const s of students) byGroup.set(s.group, [...(byGroup.get(s.group) ?? []), s.id]);
  let marks = 0;
  await inChunks(lessons, async (chunk) => {
    const rows = await db
      .insertInto('lessons')
      .values(
        chunk.map((lesson) => ({
          school_id: SCHOOL_ID,
          group_id: lesson.group,
          schedule_id: null,
          lesson_date: lesson.date,
          start_time: '18:00',
          duration_minutes: 60,
          teacher_id: teacherOf(lesson.group),
          direction_id: null,
          is_canceled: 0,
          is_manual: 0,
          created_at,
        })),
      )
      .returning(['id', 'group_id', 'lesson_date'])
      .execute();
    const attendance = rows.flatMap((lesson) =>
      (byGroup.get(lesson.group_id) ?? [])
        .filter((_, index) => (index + lesson.id) % 15 < 8)
        .map((student) => ({ lesson, student })),
    );
    marks += attendance.length;
    await inChunks(attendance, (part) =>
      db
        .insertInto('attendance')
        .values(
          part.map(({ lesson, student }) => ({
            school_id: SCHOOL_ID,
            lesson_id: lesson.id,
            student_id: student,
            is_present: 1,
            marked_by: 2,
            marked_at: created_at,
          })),
        )
        .execute(),
    );
    await inChunks(attendance, (part) =>
      db
        .insertInto('account_entries')
        .values(
          part.map(({ lesson, student }) => {
            const month = Math.floor((Date.parse(lesson.lesson_date) - Date.parse(start)) / 86_400_000 / 30);
            return {
              school_id: SCHOOL_ID,
              student_id: student,
              kind: 'visit' as const,
              entry_date: lesson.lesson_date,
              amount: 0,
              visits: -1,
              subscription_id: subscriptionOf.get(`${student}:${addDays(start, month * 30)}`) ?? null,
              lesson_id: lesson.id,
              note_data: JSON.stringify({ code: 'visit', group: 'Группа' }),
              created_at,
            };
          }),
        )
        .execute(),
    );
  });

  // 20 000 payments, most of them paying the month's subscription.
  const payments = Array.from({ length: 20_000 }, (_, n) => {
    const student = students[n % STUDENTS]?.id ?? 1;
    const month = Math.floor(n / STUDENTS) % MONTHS;
    return { student, month, paid_on: addDays(start, month * 30 + (n % 5)) };
  });
  await inChunks(payments, async (chunk) => {
    const rows = await db
      .insertInto('payments')
      .values(
        chunk.map((p) => ({
          school_id: SCHOOL_ID,
          student_id: p.student,
          client_id: null,
          subscription_id: subscriptionOf.get(`${p.student}:${addDays(start, p.month * 30)}`) ?? null,
          type: 'subscription' as const,
          method: 'card' as const,
          amount: 540_000,
          paid_on: p.paid_on,
          comment: '',
          created_by: 2,
          created_at,
        })),
      )
      .returning(['id', 'student_id', 'paid_on'])
      .execute();
    await db
      .insertInto('account_entries')
      .values(
        rows.map((row) => ({
          school_id: SCHOOL_ID,
          student_id: row.student_id,
          kind: 'payment' as const,
          entry_date: row.paid_on,
          amount: 540_000,
          visits: 0,
          payment_id: row.id,
          note_data: JSON.stringify({ code: 'payment', type: 'subscription' }),
          created_at,
        })),
      )
      .execute();
  });
  return { students, marks, sold: sales.length, lessonGroup: groups[0]?.id ?? 1 };
}
