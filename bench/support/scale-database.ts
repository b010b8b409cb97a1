import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../server/node/database.ts';
import { throwawayDatabase } from '../../server/test/support/throwaway-postgres.ts';
import { systemClock } from '../../src/contract/index.ts';
import { cloneSchool, type Strides } from './clone-schools.ts';
import { type ScaleSchool, scaleSchools } from './scale-fixtures.ts';
import { buildYearSchool, TEMPLATE_SCHOOL } from './year-school.ts';

// The scale bench's database: a throwaway database on the PostgreSQL server BENCH_DATABASE_URL names, holding N
// copies of the year-old demo school with sessions for their staff and families; dropped at the end.

export type ScaleDatabase = {
  url: string;
  handle: DatabaseHandle;
  schools: ScaleSchool[];
  strides: Strides;
  today: string;
  drop: () => Promise<void>;
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} с`;

export async function buildScaleDatabase(serverUrl: string, count: number): Promise<ScaleDatabase> {
  const database = await throwawayDatabase(serverUrl, 'ritm_scale');
  const handle = createDatabase({ databaseUrl: database.url });
  const drop = async () => {
    await handle.destroy();
    await database.drop();
  };
  try {
    const now = systemClock();
    let started = performance.now();
    const { marks, today } = await buildYearSchool(handle.db, handle.writer, now);
    console.info(
      `  школа-образец: демо-школа и год её дней через сервисы (${marks} отметок) — ${seconds(started)}`,
    );
    started = performance.now();
    const strides = await cloneSchool(handle.db, TEMPLATE_SCHOOL, count);
    const schools = await scaleSchools(handle.db, strides, count, now, today);
    // Fresh statistics and a vacuumed heap: the planner knows the sizes, autovacuum has nothing left to do mid-run.
    await sql`vacuum analyze`.execute(handle.db);
    const { rows } = await sql<{
      size: string;
    }>`select pg_size_pretty(pg_database_size(current_database())) as size`.execute(handle.db);
    console.info(
      `  ${count} школ: копии, сессии, vacuum analyze — ${seconds(started)}; база ${rows[0]?.size}`,
    );
    return { url: database.url, handle, schools, strides, today, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
