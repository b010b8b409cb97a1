/**
 * The people lists of a big school, in-process through `app.request` on a fresh SQLite database (or
 * PostgreSQL with BENCH_DATABASE_URL pointing at an empty database): 10,000 leads, 3,000 students and
 * 3,000 clients on top of the demo, half of them in groups. Prints timings and how many SQL queries
 * one request runs, which must not grow with the list.
 */
import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../server/src/db/schema.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { printTimings, timeRequests } from './support/timing.ts';

const SCHOOL_ID = 1;
const CHUNK = 500;
const now = new Date().toISOString();

/** Counts the statements the app sends, to show a list costs the same few queries whatever its length. */
function queryCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

async function insertInChunks<T>(count: number, insert: (from: number, to: number) => Promise<T>) {
  for (let from = 0; from < count; from += CHUNK) await insert(from, Math.min(count, from + CHUNK));
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

async function addBigSchool(db: Kysely<Database>) {
  await insertInChunks(10_000, async (from, to) => {
    const rows = await db
      .insertInto('leads')
      .values(
        range(from, to).map((n) => ({
          school_id: SCHOOL_ID,
          name: `Лид ${n}`,
          phone: '+7 (917) 000-00-00',
          trial_date: null,
          qualification: 'Интересуется хип-хопом',
          source_id: 1 + (n % 9),
          status_id: 1 + (n % 4),
          created_by: 2,
          created_at: now,
          converted_to_client_at: null,
        })),
      )
      .returning('id')
      .execute();
    const members = rows.filter((_, index) => index % 2 === 0);
    if (members.length > 0) {
      await db
        .insertInto('lead_groups')
        .values(members.map((row, index) => ({ lead_id: row.id, group_id: 1 + (index % 2) })))
        .execute();
    }
  });
  await insertInChunks(3_000, async (from, to) => {
    const clients = await db
      .insertInto('clients')
      .values(
        range(from, to).map((n) => ({
          school_id: SCHOOL_ID,
          name: `Клиент ${n}`,
          phone: '',
          birthdate: '1985-05-05',
          contact: '',
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    const students = await db
      .insertInto('students')
      .values(
        range(from, to).map((n) => ({
          school_id: SCHOOL_ID,
          name: `Ученик ${n}`,
          birthdate: '2015-05-05',
          skill_level: 'beginner' as const,
          contact: '',
          status_id: 5,
          created_at: now,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('student_groups')
      .values(students.map((row, index) => ({ student_id: row.id, group_id: 3 + (index % 5) })))
      .execute();
    await db
      .insertInto('student_clients')
      .values(
        students.map((row, index) => ({
          student_id: row.id,
          client_id: clients[index]?.id ?? 1,
          relation: 'Мама',
          is_payer: 1,
        })),
      )
      .execute();
  });
}

export default async function run() {
  await withDemoSchool({ postgres: true }, async (database) => {
    await addBigSchool(database.db);
    const counter = queryCounter();
    const { app, headers } = await ownerApp(database.db.withPlugin(counter));

    console.info(`  ${database.dialect}`);
    for (const path of [
      '/api/leads/getallwhere',
      '/api/students/getAllStudInfo',
      '/api/clients/getallwhere',
    ]) {
      const request = () => app.request(path, { method: 'POST', headers, body: '{}' });
      const sample = await request();
      const data = (await sample.json()) as unknown[];
      counter.count = 0;
      const timings = await timeRequests(20, request);
      printTimings(`POST ${path} (${data.length} rows, ${counter.count / 20} queries)`, timings);
    }
  });
}
