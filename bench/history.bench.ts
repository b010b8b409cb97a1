/**
 * The history of changes (docs/history.md): what recording every write costs, and reading it back.
 * On a fresh demo school (SQLite, and PostgreSQL with BENCH_DATABASE_URL pointing at an empty database):
 * - the same writes through the API — a lead's update, a lead created with a group — with the history's triggers
 *   and then with them dropped, side by side (target: a write no more than a few tenths of a millisecond slower);
 * - with 100 000 changes stored, the server time of the owner's first page, one row's «что менялось», one person's
 *   changes and one day's (target: ≤ 200 ms each).
 */
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../server/node/database.ts';
import { dialectOf } from '../server/src/db/dialect.ts';
import type { Database } from '../server/src/db/schema.ts';
import { ownerApp, withDemoSchool } from './support/demo-school.ts';
import { percentile, printTimings, timeRequests } from './support/timing.ts';

const WRITES = 300;
const STORED = 100_000;
const CHUNK = 500;

async function dropHistoryTriggers(db: Kysely<Database>) {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ table: string; name: string }>`
      select c.relname as table, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like '%\\_history'`.execute(db);
    for (const row of rows) await sql.raw(`drop trigger ${row.name} on ${row.table}`).execute(db);
    return;
  }
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'trigger' and name like '%\\_history' escape '\\'`.execute(
    db,
  );
  for (const row of rows) await sql.raw(`drop trigger ${row.name}`).execute(db);
}

async function timeWrites(label: string, db: Kysely<Database>) {
  const { app, headers } = await ownerApp(db);
  const lead = await app.request('/api/leads/create', {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Лид для замера' }),
  });
  const { id } = (await lead.json()) as { id: number };
  let n = 0;
  const update = await timeRequests(WRITES, () => {
    n += 1;
    return app.request(`/api/leads/update/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        phone: `+7 (900) 000-${String(1000 + (n % 9000)).slice(0, 2)}-${String(n % 100).padStart(2, '0')}`,
      }),
    });
  });
  const create = await timeRequests(WRITES, () => {
    n += 1;
    return app.request('/api/leads/create', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Лид ${n}`, groups: [1] }),
    });
  });
  printTimings(`${label}: изменение лида`, update);
  printTimings(`${label}: новый лид с группой`, create);
  return { update, create };
}

async function storeChanges(db: Kysely<Database>) {
  const at = Date.now() - STORED * 60_000;
  for (let from = 0; from < STORED; from += CHUNK)
    await db
      .insertInto('history')
      .values(
        Array.from({ length: Math.min(CHUNK, STORED - from) }, (_, k) => {
          const n = from + k;
          return {
            school_id: 1,
            at: new Date(at + n * 60_000).toISOString(),
            user_id: 2 + (n % 6),
            table_name: 'leads',
            entity: 'leads',
            entity_id: 1 + (n % 2000),
            action: 'update',
            before: JSON.stringify({
              id: 1 + (n % 2000),
              phone: `+7 (900) 000-00-${String(n % 100).padStart(2, '0')}`,
              status_id: 1,
            }),
            after: JSON.stringify({
              id: 1 + (n % 2000),
              phone: `+7 (900) 000-01-${String(n % 100).padStart(2, '0')}`,
              status_id: 2,
            }),
          };
        }),
      )
      .execute();
}

async function run(database: DatabaseHandle) {
  const { db } = database;
  console.info(`  ${database.dialect}: ${WRITES} записей каждого вида`);
  // Warm-up, so the first of the two measured runs does not also pay for the first requests' compilation.
  const { app: warm, headers: warmHeaders } = await ownerApp(db);
  await timeRequests(100, () =>
    warm.request('/api/leads/getallwhere', { method: 'POST', headers: warmHeaders, body: '{}' }),
  );
  const recorded = await timeWrites('с историей', db);
  await dropHistoryTriggers(db);
  const bare = await timeWrites('без истории', db);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  for (const kind of ['update', 'create'] as const)
    console.info(
      `  цена истории (${kind === 'update' ? 'изменение' : 'создание'}): ${(median(recorded[kind]) - median(bare[kind])).toFixed(2)} ms на запись`,
    );

  await storeChanges(db);
  const { app, headers } = await ownerApp(db);
  const read = (body: object) => () =>
    app.request('/api/history/getallwhere', { method: 'POST', headers, body: JSON.stringify(body) });
  const day = new Date(Date.now() - (STORED / 2) * 60_000).toISOString().slice(0, 10);
  printTimings(`${STORED} изменений: первая страница`, await timeRequests(30, read({})));
  printTimings(
    `${STORED} изменений: «что менялось» у лида`,
    await timeRequests(30, read({ entity: 'leads', entity_id: 7 })),
  );
  printTimings(`${STORED} изменений: один сотрудник`, await timeRequests(30, read({ user_id: 3 })));
  printTimings(
    `${STORED} изменений: один день`,
    await timeRequests(30, read({ date_from: day, date_to: day })),
  );
}

export default async function historyBench() {
  await withDemoSchool({ postgres: false }, run);
  if (process.env.BENCH_DATABASE_URL) await withDemoSchool({ postgres: true }, run);
}
