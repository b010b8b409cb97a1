import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  historyFieldLabels,
  historyHiddenFields,
  historyTables,
} from '../../src/contract/index.ts';
import { insertScheduleEntry } from '../src/modules/schedules/repository.ts';
import { MANAGER_NAME, OWNER_NAME } from './people/support/demo-people.ts';
import { useSignedIn } from './people/support/people-session.ts';
import { demoPersonId, useDemoIds } from './support/demo-ids.ts';
import { purgeAsDue } from './support/school-purge.ts';
import { useTestApp } from './support/test-app.ts';
import { DAY } from './support/test-clock.ts';
import { testDialects } from './support/test-database.ts';

// docs/history.md: every write to a school's data is recorded by the database, under the caller who made it.

describe.each(testDialects())('the history of changes on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'admin', 'otherOwner']);
  const ids = useDemoIds(t);
  /** Demo leads each test changes, by name: one lead per test keeps their histories apart. */
  let leads: { taisia: number; petrovaAmira: number; volkova: number; garipov: number };

  beforeAll(async () => {
    const lead = (name: string) => demoPersonId(t.db, 'leads', name);
    leads = {
      taisia: await lead('Закирова Таисия'),
      petrovaAmira: await lead('Петрова Амира'),
      volkova: await lead('Волкова Елизавета'),
      garipov: await lead('Айдар Гарипов'),
    };
  });

  const historyOf = async (body: Record<string, unknown>, who: 'owner' | 'otherOwner' = 'owner') => {
    const response = await as(who).post('/history/getallwhere', body);
    expect(response.status, response.text).toBe(200);
    return response.body as { entries: HistoryEntry[]; next_before_id: number | null };
  };
  const leadOf = async (id: number) =>
    (
      (await as('owner').post('/leads/getallwhere', {})).body as { id: number; name: string; phone: string }[]
    ).find((lead) => lead.id === id);
  const storedRows = (schoolId: number) =>
    t.db
      .selectFrom('history')
      .select(t.db.fn.countAll<number>().as('count'))
      .where('school_id', '=', schoolId);

  it('starts empty: the demo seed is not anyone’s change', async () => {
    expect(Number((await storedRows(ids.schools.demo).executeTakeFirstOrThrow()).count)).toBe(0);
    expect((await historyOf({})).entries).toEqual([]);
  });

  it('records who changed a lead’s phone, from what to what', async () => {
    const before = await leadOf(leads.taisia);
    const updated = await as('manager').patch(`/leads/update/${leads.taisia}`, {
      phone: '+7 (990) 000-11-22',
    });
    expect(updated.status, updated.text).toBe(200);

    const { entries } = await historyOf({ entity: 'leads', entity_id: leads.taisia });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_name: MANAGER_NAME,
      entity: 'leads',
      entity_id: leads.taisia,
      entity_title: before?.name,
      part: 'leads',
      action: 'update',
      changes: [{ field: 'phone', before: before?.phone, after: '+7 (990) 000-11-22' }],
    });
    expect(Date.parse(entries[0]?.at ?? '')).not.toBeNaN();
  });

  it('files a lead’s groups under the lead, with names for the ids', async () => {
    const groups = (await as('manager').post('/groups/getallwhere', { entity_type: 'lead' })).body;
    const created = await as('manager').post('/leads/create', {
      name: 'Лид с историей',
      groups: [groups[0].id],
    });
    expect(created.status, created.text).toBe(201);

    const { entries } = await historyOf({ entity: 'leads', entity_id: created.body.id });
    const own = entries.find((entry) => entry.part === 'leads');
    const group = entries.find((entry) => entry.part === 'lead_groups');
    expect(own).toMatchObject({ action: 'insert', entity_title: 'Лид с историей', user_name: MANAGER_NAME });
    expect(own?.changes).toContainEqual({ field: 'name', before: null, after: 'Лид с историей' });
    // The creator is named, not numbered.
    expect(own?.changes).toContainEqual({ field: 'created_by', before: null, after: MANAGER_NAME });
    expect(group).toMatchObject({
      action: 'insert',
      changes: [{ field: 'group_id', after: groups[0].name }],
    });
  });

  it('keeps a deleted row and says what it was', async () => {
    const created = (await as('owner').post('/leads/create', { name: 'Удаляемый лид' })).body;
    expect((await as('owner').delete(`/leads/delete/${created.id}`)).status).toBe(200);
    const { entries } = await historyOf({ entity: 'leads', entity_id: created.id });
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'insert']);
    expect(entries[0]).toMatchObject({ entity_title: 'Удаляемый лид', user_name: OWNER_NAME });
    expect(entries[0]?.changes).toContainEqual({ field: 'name', before: 'Удаляемый лид', after: null });
  });

  it('records nothing for an update that changes nothing, and never a password', async () => {
    const count = async () => Number((await storedRows(ids.schools.demo).executeTakeFirstOrThrow()).count);
    const before = await count();
    const lead = await leadOf(leads.petrovaAmira);
    expect(
      (await as('owner').patch(`/leads/update/${leads.petrovaAmira}`, { name: lead?.name })).status,
    ).toBe(200);
    const changed = await as('manager').post('/users/change-password', {
      current_password: DEMO_PASSWORD,
      new_password: 'новый-пароль-2026',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await count()).toBe(before);
    const stored = await t.db.selectFrom('history').select(['before', 'after']).execute();
    expect(stored.some((row) => `${row.before}${row.after}`.includes('password'))).toBe(false);
  });

  it('names the right person for each of several writes at once', async () => {
    const writes = Array.from({ length: 6 }, (_, i) =>
      as(i % 2 ? 'owner' : 'manager').patch(`/leads/update/${leads.volkova}`, {
        qualification: `Параллельно ${i}`,
      }),
    );
    for (const response of await Promise.all(writes)) expect(response.status).toBe(200);
    const { entries } = await historyOf({ entity: 'leads', entity_id: leads.volkova });
    expect(entries).toHaveLength(6);
    for (const entry of entries) {
      const i = Number(String(entry.changes[0]?.after).split(' ')[1]);
      expect(entry.user_name).toBe(i % 2 ? OWNER_NAME : MANAGER_NAME);
    }
  });

  it('filters by person, entity and day, and pages from the newest', async () => {
    const byManager = await historyOf({ user_id: ids.users.manager });
    expect(byManager.entries.length).toBeGreaterThan(0);
    expect(byManager.entries.every((entry) => entry.user_name === MANAGER_NAME)).toBe(true);
    const groups = await historyOf({ entity: 'groups' });
    expect(groups.entries).toEqual([]);
    expect((await historyOf({ date_from: '2099-01-01' })).entries).toEqual([]);
    const around = await historyOf({ date_from: '2000-01-01', date_to: '2099-12-31' });
    expect(around.entries.length).toBeGreaterThan(0);

    for (let i = 0; i < HISTORY_PAGE_SIZE; i += 1)
      await as('owner').patch(`/leads/update/${leads.garipov}`, { qualification: `Страница ${i}` });
    const first = await historyOf({});
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.next_before_id).toBe(first.entries.at(-1)?.id);
    const second = await historyOf({ before_id: first.next_before_id });
    expect(second.entries.length).toBeGreaterThan(0);
    expect(Math.max(...second.entries.map((entry) => entry.id))).toBeLessThan(first.next_before_id ?? 0);
  });

  it('titles a ledger line by its student and its note in Russian, and records the note as its code', async () => {
    const [student] = (await as('owner').post('/students/getAllStudInfo', {})).body as {
      id: number;
      name: string;
    }[];
    if (!student) throw new Error('The demo school has no student');
    const paid = await as('owner').post('/payments/create', {
      student_id: student.id,
      type: 'single',
      amount: 80_000,
      paid_on: '2026-03-02',
    });
    expect(paid.status, paid.text).toBe(201);
    const [line] = (await historyOf({ entity: 'account_entries' })).entries;
    expect(line?.entity_title).toBe(`${student.name}, Оплата: разовое занятие`);
    expect(line?.changes).toContainEqual({
      field: 'note_data',
      before: null,
      after: JSON.stringify({ code: 'payment', type: 'single' }),
    });
  });

  it('has a Russian name for every column it records', async () => {
    const unnamed: string[] = [];
    for (const table of historyTables) {
      const { rows } =
        dialect === 'postgres'
          ? await sql<{ name: string }>`select column_name as name from information_schema.columns
              where table_name = ${table} and table_schema = current_schema()`.execute(t.db)
          : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(t.db);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const { name } of rows)
        if (
          !['school_id', 'password_hash', 'expiry_swept_on', ...historyHiddenFields].includes(name) &&
          !historyFieldLabels[name]
        )
          unnamed.push(`${table}.${name}`);
    }
    expect(unnamed).toEqual([]);
  });

  it('records the lessons a timetable change makes as its author’s, the daily job’s and a generation’s as the system’s', async () => {
    const groups = (await as('owner').post('/groups/getallwhere', { entity_type: 'student' })).body;
    const lessonInserts = async () =>
      (await historyOf({ entity: 'lessons' })).entries.filter((row) => row.action === 'insert');
    const idsOfEntry = async (entryId: number) =>
      (
        (await as('owner').post('/lessons/getallwhere', {})).body as {
          id: number;
          schedule_id: number | null;
        }[]
      )
        .filter((lesson) => lesson.schedule_id === entryId)
        .map((lesson) => lesson.id)
        .sort((a, b) => a - b);
    const createEntry = async (body: Record<string, unknown>) => {
      const entry = await as('owner').post('/schedules/create', {
        group_id: groups[0].id,
        start_time: '07:30',
        duration_minutes: 60,
        ...body,
      });
      expect(entry.status, entry.text).toBe(201);
      return entry.body.id as number;
    };
    // An entry whose lessons are still to be made: written straight into the table, as an older version left it.
    const pendingEntry = (weekday: number) =>
      insertScheduleEntry(t.db, ids.schools.demo, {
        group_id: groups[0].id,
        weekday,
        start_time: '07:30',
        duration_minutes: 60,
        teacher_id: null,
        direction_id: null,
        active_from: null,
        active_to: null,
      });

    // The timetable's write makes its lessons inside the owner's request: all of it is the owner's.
    const entryId = await createEntry({ weekday: 3 });
    const own = await historyOf({ entity: 'schedules', entity_id: entryId });
    expect(own.entries.map((row) => row.user_name)).toEqual([OWNER_NAME]);
    const ownLessons = await idsOfEntry(entryId);
    // Wednesdays 2026-03-04 … 2026-04-29.
    expect(ownLessons).toHaveLength(9);
    const byOwner = (await lessonInserts()).filter((row) => ownLessons.includes(row.entity_id));
    expect(byOwner.map((row) => row.entity_id).sort((a, b) => a - b)).toEqual(ownLessons);
    expect(byOwner.every((row) => row.user_id === ids.users.owner && row.user_name === OWNER_NAME)).toBe(
      true,
    );

    // The lessons the host's daily job makes (here: of an entry waiting since after today's run) are the system's.
    await t.runJobs();
    const jobEntryId = await pendingEntry(5);
    expect(await idsOfEntry(jobEntryId)).toEqual([]);
    t.clock.advance(DAY);
    try {
      await t.runJobs();
    } finally {
      t.clock.advance(-DAY);
    }
    const jobLessons = await idsOfEntry(jobEntryId);
    // Fridays 2026-03-06 … 2026-04-24.
    expect(jobLessons).toHaveLength(8);
    const byJob = (await lessonInserts()).filter((row) => jobLessons.includes(row.entity_id));
    expect(byJob.map((row) => row.entity_id).sort((a, b) => a - b)).toEqual(jobLessons);
    expect(byJob.every((row) => row.user_id === null && row.user_name === '')).toBe(true);

    // So are those a client's explicit generation makes: it plans the timetable's window, not the caller's change.
    const callEntryId = await pendingEntry(6);
    const generated = await as('owner').post('/lessons/generate', {});
    expect([generated.status, generated.body.created]).toEqual([200, 8]);
    const callLessons = await idsOfEntry(callEntryId);
    // Saturdays 2026-03-07 … 2026-04-25.
    expect(callLessons).toHaveLength(8);
    const byCall = (await lessonInserts()).filter((row) => callLessons.includes(row.entity_id));
    expect(byCall.map((row) => row.entity_id).sort((a, b) => a - b)).toEqual(callLessons);
    expect(byCall.every((row) => row.user_id === null && row.user_name === '')).toBe(true);

    // «Система» in the person filter: exactly what nobody did by hand.
    const system = await historyOf({ user_id: 'system' });
    expect(
      system.entries
        .filter((row) => row.entity === 'lessons')
        .map((row) => row.entity_id)
        .sort((a, b) => a - b),
    ).toEqual([...jobLessons, ...callLessons].sort((a, b) => a - b));
    expect(system.entries.every((row) => row.user_id === null)).toBe(true);
  });

  it('refuses a bad filter in Russian', async () => {
    const noEntity = await as('owner').post('/history/getallwhere', { entity_id: 2 });
    expect([noEntity.status, noEntity.body.message]).toEqual([400, 'Укажите раздел вместе с номером записи']);
    const badEntity = await as('owner').post('/history/getallwhere', { entity: 'sessions' });
    expect(badEntity.status).toBe(400);
  });

  it('never shows one school’s changes to another, and goes with its school', async () => {
    const lead = (await as('otherOwner').post('/leads/create', { name: 'Лид второй школы' })).body;
    const others = await historyOf({}, 'otherOwner');
    expect(others.entries.map((entry) => entry.entity_title)).toEqual(['Лид второй школы']);
    // The demo school's lead asked by the other school: nothing, as if it did not exist.
    expect((await historyOf({ entity: 'leads', entity_id: leads.taisia }, 'otherOwner')).entries).toEqual([]);
    expect((await historyOf({ entity: 'leads', entity_id: lead.id })).entries).toEqual([]);

    expect((await as('admin').delete(`/schools/delete/${ids.schools.other}`)).status).toBe(200);
    await purgeAsDue(t);
    expect(Number((await storedRows(ids.schools.other).executeTakeFirstOrThrow()).count)).toBe(0);
    expect(Number((await storedRows(ids.schools.demo).executeTakeFirstOrThrow()).count)).toBeGreaterThan(0);
  });
});

describe('the SQLite history triggers', () => {
  const t = useTestApp('sqlite');

  // SQLite's triggers list a table's columns as they were when made; a column added later without
  // `recordHistory` (0014-history) would go unrecorded there while PostgreSQL, copying whole rows, records it.
  it('copy every column of every recorded table', async () => {
    const missing: string[] = [];
    for (const table of historyTables) {
      const trigger = await sql<{ sql: string }>`select sql from sqlite_master
        where type = 'trigger' and name = ${`${table}_update_history`}`.execute(t.db);
      const text = trigger.rows[0]?.sql ?? '';
      expect(text, table).not.toBe('');
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
        t.db,
      );
      for (const { name } of rows)
        if (name !== 'password_hash' && !text.includes(`'${name}', new.${name}`))
          missing.push(`${table}.${name}`);
    }
    expect(missing).toEqual([]);
  });
});
