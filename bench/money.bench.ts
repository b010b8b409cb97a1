/**
 * Money of a school with three years of history, in-process through `app.request` on a fresh SQLite database
 * (or PostgreSQL with BENCH_DATABASE_URL pointing at an empty database): 600 students, a 12-visit subscription a
 * month for each (about 21 600 sold), about 100 000 attendance marks with their ledger lines, 20 000 payments.
 * Prints the server time of the /finances first view, the school's balances, one student's account, and one
 * mark with its charge, each report over a month, a year and the three years, and the payroll of a month and a
 * year. Targets: first view and balances ≤ 300 ms, a mark ≤ 20 ms, a report or a month's payroll ≤ 200 ms.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { addDays } from '../server/src/modules/shared/local-date.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { printTimings, timeRequests } from './support/timing.ts';

const SCHOOL_ID = 1;
const CHUNK = 400;
const STUDENTS = 600;
const MONTHS = 36;
const GROUPS = 10;
const now = new Date();
const created_at = now.toISOString();
const today = now.toISOString().slice(0, 10);
const start = addDays(today, -MONTHS * 30);

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += CHUNK) await insert(rows.slice(from, from + CHUNK));
}

async function addHistory(db: Kysely<Database>) {
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
          note: 'Продажа',
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
            subscription_id: null,
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
              note: 'Посещение',
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
          note: 'Оплата',
          created_at,
        })),
      )
      .execute();
  });
  return { students, marks, sold: sales.length, lessonGroup: groups[0]?.id ?? 1 };
}

export default async function run() {
  await withDemoSchool({ postgres: true }, async (database) => {
    const loaded = performance.now();
    const history = await addHistory(database.db);
    // A bulk load leaves PostgreSQL's planner statistics empty until autovacuum runs; a live school has them.
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
    console.info(
      `  ${database.dialect}: ${STUDENTS} students, ${history.sold} subscriptions, ${history.marks} marks, 20000 payments (loaded in ${((performance.now() - loaded) / 1000).toFixed(1)} s)`,
    );

    const owner = await ownerApp(database.db);
    const app = owner.app;
    const headers = { ...owner.headers, Origin: 'http://localhost' };
    const month = { date_from: addDays(today, -30), date_to: today };
    const post = (path: string, body: unknown) => () =>
      app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const get = (path: string) => () => app.request(path, { headers });

    const firstView: [string, () => Response | Promise<Response>][] = [
      ['POST /api/finances/summary (a month)', post('/api/finances/summary', month)],
      ['POST /api/payments/getallwhere (a month)', post('/api/payments/getallwhere', month)],
      ['POST /api/expenses/getallwhere (a month)', post('/api/expenses/getallwhere', month)],
      ['GET /api/finances/balances', get('/api/finances/balances')],
      ['GET /api/subscription-templates/getall', get('/api/subscription-templates/getall')],
      [
        'POST /api/subscriptions/getallwhere {active}',
        post('/api/subscriptions/getallwhere', { active: true }),
      ],
    ];
    // The first read after years of history records every ended subscription's burn once; a school does that
    // a day at a time, so it is timed apart.
    const sweep = performance.now();
    await (await get('/api/finances/balances')()).arrayBuffer();
    console.info(
      `  first sweep of ${history.sold} ended subscriptions: ${(performance.now() - sweep).toFixed(0)} ms (once)`,
    );
    let total = 0;
    for (const [label, call] of firstView) {
      await (await call()).arrayBuffer();
      const timings = await timeRequests(10, call);
      printTimings(label, timings);
      total += [...timings].sort((a, b) => a - b)[5] ?? 0;
    }
    console.info(`  /finances first view (sum of medians): ${total.toFixed(1)} ms — target ≤ 300 ms`);

    // Reports (docs/reports.md) over the same school, target ≤ 200 ms each.
    const periods = { 'a month': 30, 'a year': 365, 'three years': MONTHS * 30 } as const;
    for (const [name, days] of Object.entries(periods)) {
      const period = { date_from: addDays(today, -days), date_to: today };
      for (const kind of ['attendance', 'payments', 'groups', 'retention', 'teachers']) {
        const call = post(`/api/reports/${kind}`, period);
        await (await call()).arrayBuffer();
        printTimings(`POST /api/reports/${kind} (${name})`, await timeRequests(10, call));
      }
    }

    // Payroll (docs/payroll.md) of the same lessons and marks: a rate of each kind for the school's teachers, the
    // percent one valuing every visit from its pass. Target ≤ 200 ms for a month, like a report.
    const choices = (await (await get('/api/payroll/choices')()).json()) as { teachers: { id: number }[] };
    const kinds = [
      { kind: 'percent', percent: 40 },
      { kind: 'student', amount: 50_000, min_amount: 30_000 },
      { kind: 'hour', amount: 120_000 },
      { kind: 'lesson', amount: 150_000 },
    ];
    for (const [n, teacher] of choices.teachers.entries())
      await post('/api/payroll/rates/create', {
        teacher_id: teacher.id,
        effective_from: start,
        ...kinds[n % kinds.length],
      })();
    for (const [name, days] of [
      ['a month', 30],
      ['a year', 365],
    ] as const) {
      const call = post('/api/payroll/preview', { date_from: addDays(today, -days), date_to: today });
      const answer = (await (await call()).json()) as { teachers: { lessons: number }[] };
      const lessons = answer.teachers.reduce((sum, teacher) => sum + teacher.lessons, 0);
      printTimings(`POST /api/payroll/preview (${name}, ${lessons} lessons)`, await timeRequests(10, call));
    }

    const student = history.students[7]?.id ?? 1;
    printTimings(
      `GET /api/finances/student/:id (${MONTHS} subscriptions, ~${Math.round(history.marks / STUDENTS)} visits)`,
      await timeRequests(10, get(`/api/finances/student/${student}`)),
    );

    // One mark and its charge: a lesson today of the student's group, marked present and back to excused in turn.
    const lesson = await app.request('/api/lessons/create', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        group_id: history.students[7]?.group,
        lesson_date: today,
        start_time: '20:00',
        duration_minutes: 60,
      }),
    });
    const lessonId = ((await lesson.json()) as { id: number }).id;
    let flip = false;
    const mark = () => {
      flip = !flip;
      return app.request('/api/attendance/mark', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          lesson_id: lessonId,
          student_id: student,
          mark: flip ? 'present' : 'excused',
        }),
      });
    };
    printTimings(
      'POST /api/attendance/mark with its charge or reversal — target ≤ 20 ms',
      await timeRequests(20, mark),
    );
  });
}
