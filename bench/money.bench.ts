/**
 * Money of a school with three years of history, in-process through `app.request` on a fresh SQLite database
 * (or PostgreSQL with BENCH_DATABASE_URL pointing at an empty database): 600 students, a 12-visit subscription a
 * month for each (about 21 600 sold), about 100 000 attendance marks with their ledger lines, 20 000 payments.
 * Prints the server time of the /finances first view, the school's balances, one student's account, and one
 * mark with its charge, each report over a month, a year and the three years, and the payroll of a month and a
 * year. Targets: first view and balances ≤ 300 ms, a mark ≤ 20 ms, a report or a month's payroll ≤ 200 ms.
 */
import { sql } from 'kysely';
import { addDays } from '../server/src/modules/shared/local-date.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { addHistory, MONTHS, STUDENTS, start, today } from './support/three-year-school.ts';
import { printTimings, timeRequests } from './support/timing.ts';

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
