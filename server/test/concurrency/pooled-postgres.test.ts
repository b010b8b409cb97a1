import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, demoAdmin } from '../../../src/contract/index.ts';
import { postgresSchoolEvents } from '../../node/postgres-events.ts';
import { createApp } from '../../src/app.ts';
import { type Actor, actorScope } from '../../src/db/history-actor.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { ensureAdmin } from '../../src/seed/ensure-admin.ts';
import { seedDemo } from '../../src/seed/seed-demo.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { openStream } from '../support/event-stream.ts';
import { type TestContext, useTestApp } from '../support/test-app.ts';
import { createTestClock } from '../support/test-clock.ts';
import { createBlankDatabase, pgbouncerUrl, type Reach, testDialects } from '../support/test-database.ts';

// Hosted installations reach PostgreSQL through PgBouncer in transaction mode (README, «PostgreSQL за PgBouncer»):
// the transactions of one client connection run on whichever server connection is free, so nothing may ride on a
// connection's session — the history's author, a lock, a LISTEN. These run on SQLite and PostgreSQL, and once more
// through PgBouncer when PGBOUNCER_URL names one in front of DATABASE_URL's server (CI starts it).

const places = [
  ...testDialects().map((dialect) => ({ place: dialect, dialect, pooled: false })),
  ...(pgbouncerUrl()
    ? [{ place: 'postgres through pgbouncer', dialect: 'postgres' as const, pooled: true }]
    : []),
];

const ROUNDS = 15;

const LEAD_COLUMNS = {
  phone: '',
  qualification: '',
  trial_date: null,
  email: null,
  source_id: null,
  status_id: null,
  created_by: null,
  converted_to_client_at: null,
};

type Author = { user: number; token: number | null };

/** The history rows of the leads whose names start with `prefix`: each lead's name and who it says wrote it. */
function authorsOfLeads(t: TestContext, prefix: string) {
  return t.db
    .selectFrom('history')
    .innerJoin('leads', 'leads.id', 'history.entity_id')
    .select(['leads.name', 'history.action', 'history.user_id', 'history.api_token_id'])
    .where('history.table_name', '=', 'leads')
    .where('leads.name', 'like', `${prefix}%`)
    .execute();
}

/** An API token of the demo owner that may write leads. */
async function siteToken(t: TestContext): Promise<{ token: string; id: number }> {
  const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
  const made = await owner.post(`/${apiPath('apiTokenCreate')}`, {
    name: 'Сайт школы',
    scopes: ['leads:write'],
  });
  expect(made.status, made.text).toBe(201);
  return made.body;
}

describe.each(places)('who wrote what, with writes at once, on $place', ({ dialect, pooled }) => {
  const t = useTestApp(dialect, { pooled });
  const ids = useDemoIds(t);

  it('every history row names its own author: two staff members and a token, through two processes', async () => {
    const here = t.app;
    const there = t.otherProcess();
    const site = await siteToken(t);
    const writers = [
      { name: 'владелец', as: api(here, await loginAs(here, accounts.owner.email)), user: ids.users.owner },
      {
        name: 'менеджер',
        as: api(there, await loginAs(there, accounts.manager.email)),
        user: ids.users.manager,
      },
      {
        name: 'сайт',
        as: api(there, undefined, { authorization: `Bearer ${site.token}` }),
        user: ids.users.owner,
        token: site.id,
      },
      // Another school's writer is not queued behind this school's: its writes really run beside them.
      {
        name: 'соседи',
        as: api(here, await loginAs(here, accounts.otherOwner.email)),
        user: ids.users.otherOwner,
      },
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await Promise.all(
        writers.map((writer) => writer.as.post('/leads/create', { name: `Автор ${writer.name} ${round}` })),
      );
      expect(created.map((response) => response.status)).toEqual(writers.map(() => 201));
      const updated = await Promise.all(
        writers.map((writer, index) =>
          writer.as.patch(`/leads/update/${created[index]?.body.id}`, {
            phone: `+7 (900) 000-${String(round).padStart(2, '0')}-${String(index).padStart(2, '0')}`,
          }),
        ),
      );
      expect(updated.map((response) => response.status)).toEqual(writers.map(() => 200));
    }

    const rows = await authorsOfLeads(t, 'Автор ');
    expect(rows.filter((row) => row.action === 'insert')).toHaveLength(ROUNDS * writers.length);
    expect(rows.filter((row) => row.action === 'update')).toHaveLength(ROUNDS * writers.length);
    const misnamed = rows.filter((row) => {
      const writer = writers.find((candidate) => row.name.startsWith(`Автор ${candidate.name} `));
      return row.user_id !== writer?.user || row.api_token_id !== (writer?.token ?? null);
    });
    expect(misnamed).toEqual([]);
  });

  it('names the author of a write made outside any transaction, by a query or by raw SQL', async () => {
    const site = await siteToken(t);
    const authors: Author[] = [
      { user: ids.users.owner, token: null },
      { user: ids.users.manager, token: null },
      { user: ids.users.owner, token: site.id },
    ];
    const actorOf = ({ user, token }: Author): Actor => (token === null ? user : { user, token });
    const leads = await t.db
      .insertInto('leads')
      .values(
        authors.map((_, index) => ({
          ...LEAD_COLUMNS,
          school_id: ids.schools.demo,
          name: `Без транзакции ${index}`,
          created_at: t.clock.now().toISOString(),
        })),
      )
      .returning('id')
      .execute();
    const databases = [t.db, t.otherProcessDb()];
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        authors.map((author, index) => {
          const id = leads[index]?.id ?? 0;
          const db = databases[(round + index) % 2] ?? t.db;
          const qualification = `круг ${round}`;
          const write = async () => {
            if (round % 2 === 0)
              await db.updateTable('leads').set({ qualification }).where('id', '=', id).execute();
            else await sql`update leads set qualification = ${qualification} where id = ${id}`.execute(db);
          };
          return actorScope().run(actorOf(author), write);
        }),
      );
    }

    const rows = (await authorsOfLeads(t, 'Без транзакции ')).filter((row) => row.action === 'update');
    expect(rows).toHaveLength(ROUNDS * authors.length);
    const misnamed = rows.filter((row) => {
      const author = authors[Number(row.name.split(' ').at(-1))];
      return row.user_id !== author?.user || row.api_token_id !== author?.token;
    });
    expect(misnamed).toEqual([]);
  });
});

describe.each(places.filter((place) => place.dialect === 'postgres'))(
  'nothing on the connection’s session on $place',
  ({ pooled }) => {
    const reach: Reach = { pooled };
    // Any user's id: these blank databases have no users, the setting only carries the number.
    const AUTHOR = 3;

    it('lets a read go alone, in no transaction opened for its author, and a write name its author in its own', async () => {
      const database = await createBlankDatabase('postgres', reach);
      try {
        // In a transaction of its own a statement starts when its transaction does; after a `begin` it starts later.
        const alone = sql<boolean>`now() = statement_timestamp()`.as('alone');
        await actorScope().run(AUTHOR, async () => {
          expect(await database.db.selectNoFrom(alone).executeTakeFirst()).toEqual({ alone: true });
          const raw = await sql<{ alone: boolean }>`select now() = statement_timestamp() as alone`.execute(
            database.db,
          );
          expect(raw.rows).toEqual([{ alone: true }]);
          await sql`create table probe as
            select now() = statement_timestamp() as alone, current_setting('ritm.actor') as author`.execute(
            database.db,
          );
        });
        const probe = await sql<{ alone: boolean; author: string }>`select alone, author from probe`.execute(
          database.db,
        );
        expect(probe.rows).toEqual([{ alone: false, author: String(AUTHOR) }]);
      } finally {
        await database.destroy();
      }
    });

    it('runs what PostgreSQL refuses in a transaction (vacuum, an index built concurrently) as it is', async () => {
      const database = await createBlankDatabase('postgres', reach);
      try {
        await actorScope().run(AUTHOR, async () => {
          await sql`create table probe (id integer)`.execute(database.db);
          await sql`create index concurrently probe_id on probe (id)`.execute(database.db);
          await sql`vacuum analyze probe`.execute(database.db);
          await database.db
            .insertInto('probe' as never)
            .values({ id: 1 } as never)
            .execute();
        });
        const made = await sql<{
          n: number;
        }>`select count(*)::int as n from pg_indexes where indexname = 'probe_id'`.execute(database.db);
        expect(made.rows).toEqual([{ n: 1 }]);
      } finally {
        await database.destroy();
      }
    });

    it('migrates from three processes at once and leaves no lock behind', async () => {
      const database = await createBlankDatabase('postgres', reach);
      const others = [database.openAnother?.(), database.openAnother?.()].filter(
        (handle) => handle !== undefined,
      );
      try {
        await Promise.all([database, ...others].map((handle) => migrateToLatest(handle.db)));
        const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(database.db);
        expect(new Set(applied.rows.map((row) => row.name)).size).toBe(applied.rows.length);
        expect(await advisoryLocksOf(String(database.directUrl))).toBe(0);
      } finally {
        await Promise.all(others.map((handle) => handle.destroy()));
        await database.destroy();
      }
    });

    describe('live updates between two processes', () => {
      const running: { close: () => Promise<void> }[] = [];
      afterAll(async () => {
        for (const item of running.reverse()) await item.close();
      });
      let processes: Awaited<ReturnType<typeof twoProcesses>>;
      beforeAll(async () => {
        processes = await twoProcesses(reach, running);
      });

      it('reach a stream on one from a write through the other, the LISTEN on the database’s own address', async () => {
        const [first, second] = processes;
        const stream = await openStream(second, await loginAs(second, accounts.receptionist.email));
        const manager = api(first, await loginAs(first, accounts.manager.email));
        for (let round = 1; round <= 5; round += 1) {
          expect((await manager.post('/leads/create', { name: `Живой лид ${round}` })).status).toBe(201);
          expect(await stream.settle(round)).toHaveLength(round);
        }
        await stream.close();
      });
    });
  },
);

async function advisoryLocksOf(directUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Two apps on one seeded database, each with its own pools, writer and events as `npm start` has them: NOTIFY through
 * the app's address, LISTEN on the database's own.
 */
async function twoProcesses(reach: Reach, running: { close: () => Promise<void> }[]) {
  const database = await createBlankDatabase('postgres', reach);
  running.push({ close: database.destroy });
  const clock = createTestClock();
  await migrateToLatest(database.db);
  await ensureAdmin(database.db, demoAdmin, clock.now());
  await seedDemo(database.db, clock.now());
  const other = database.openAnother?.();
  if (!other) throw new Error('PostgreSQL opens another process');
  running.push({ close: other.destroy });
  const [first, second] = await Promise.all(
    [database, other].map(async (handle) => {
      const events = await postgresSchoolEvents(String(database.url), database.directUrl);
      running.push({ close: async () => events.close() });
      return createApp({
        db: handle.db,
        now: clock.now,
        writer: handle.writer,
        events,
        publicUrl: 'http://ritm.test',
      });
    }),
  );
  if (!first || !second) throw new Error('Two apps');
  return [first, second] as const;
}
