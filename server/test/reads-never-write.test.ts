import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiPath, type EndpointDefinition, type EndpointName, endpoints } from '../../src/contract/index.ts';
import { familyWithEmail, signInToCabinet } from './cabinet/support.ts';
import { api, loginAs } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

// docs/time.md, «Чтение ничего не пишет»: once the day's jobs have run, reading every list, row and report of a
// school changes no row of any table and no school's revision (so no browser's cached list goes stale because
// someone looked at a page).

const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };

/** The reads: every GET but the event stream, and the POSTs that only filter or compute. */
const reads = {
  authCheck: {},
  profile: { id: 'owner' },
  schools: { as: 'admin' },
  backupStatus: { as: 'admin' },
  school: { id: 'school' },
  student: { id: 'students' },
  client: { id: 'clients' },
  groupsAll: {},
  group: { id: 'groups' },
  statusesAll: {},
  status: { id: 'statuses' },
  sourcesAll: {},
  style: { id: 'styles' },
  schedule: { id: 'schedules' },
  payRates: {},
  payRateChoices: {},
  payrollPeriods: {},
  closures: {},
  lesson: { id: 'lessons' },
  lessonsUnmarked: {},
  subscriptionTemplatesAll: {},
  balances: {},
  studentAccount: { id: 'students' },
  financeSettings: {},
  reportOptions: {},
  usersWhere: { body: {} },
  usersWithRole: { body: { role: 'teacher' } },
  leadsWhere: { body: {} },
  studentsAll: { body: {} },
  clientsWhere: { body: {} },
  groupsWhere: { body: { entity_type: 'student' } },
  statusesWhere: { body: { type: 'lead' } },
  stylesWhere: { body: {} },
  schedulesWhere: { body: {} },
  payroll: { body: MARCH },
  history: { body: {} },
  lessonsWhere: { body: MARCH },
  attendanceWhere: { body: { lesson_id: 'lessons' } },
  makeupsWhere: { body: { student_id: 'students' } },
  makeupOptions: { body: { makeup_id: 'makeups' } },
  waitlistWhere: { body: { group_id: 'groups' } },
  waitlistOffers: {},
  waitlistSettings: {},
  subscriptionsWhere: { body: {} },
  paymentsWhere: { body: MARCH },
  refundsWhere: { body: MARCH },
  expensesWhere: { body: MARCH },
  financeSummary: { body: MARCH },
  reportAttendance: { body: MARCH },
  reportRetention: { body: MARCH },
  reportTeachers: { body: MARCH },
  reportPayments: { body: MARCH },
  reportLeads: { body: MARCH },
  reportGroups: { body: MARCH },
  cabinetSettings: {},
  freezeRequests: {},
  telegramBot: {},
  apiTokens: {},
  webhooks: {},
  schoolsDeleted: { as: 'admin' },
  studentsDeleted: {},
  clientsDeleted: {},
  openapi: {},
  // A school's archive and a family's data (docs/archive.md): files, read in one snapshot.
  schoolExport: {},
  clientExport: { id: 'clients' },
  messages: { body: {} },
  messageSettings: {},
  messageTemplates: {},
  messageTemplatePreview: { body: { kind: 'lesson_tomorrow', subject: 'Завтра', body: '{ученик}, {когда}' } },
  messageRecipients: { body: { group_id: 'groups' } },
  // What a family reads in the cabinet (docs/cabinet.md).
  cabinetHome: { as: 'family' },
  cabinetStudent: { id: 'familyStudent', as: 'family' },
  cabinetTrialGroups: { as: 'family' },
  cabinetMakeups: { as: 'family' },
  cabinetOffers: { as: 'family' },
  cabinetSessions: { as: 'family' },
  // The school's public trial form (docs/join-form.md): the owner's settings, and the page any visitor reads.
  joinFormSettings: {},
  joinPage: {},
} satisfies Partial<Record<EndpointName, Read>>;

type Read = { id?: string; body?: Record<string, unknown>; as?: 'admin' | 'family' };

describe.each(testDialects())('reads never write on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  const demo = useDemoIds(t);

  it('lists every read of the endpoint table, and the table marks every POST that only reads', () => {
    const table = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];
    const expected = table
      .filter(([, endpoint]) =>
        endpoint.method === 'GET' ? !endpoint.stream : endpoint.revisioned || endpoint.reads,
      )
      .map(([name]) => name)
      .sort();
    expect(Object.keys(reads).sort()).toEqual(expected);
    // A POST named as a read (a filter, a report, a preview) runs outside the school's writer only when marked.
    const namedAsReads = table
      .filter(
        ([name, endpoint]) =>
          endpoint.method === 'POST' &&
          !endpoint.revisioned &&
          /getallwhere|getAllWhere|getWithRole|\/reports\/|\/preview|\/summary|\/recipients/.test(
            endpoint.path,
          ) &&
          name !== 'lessonsGenerate',
      )
      .map(([name]) => name);
    expect(namedAsReads.filter((name) => !(endpoints[name] as EndpointDefinition).reads)).toEqual([]);
  });

  it('changes no row and no revision, for any reader, once the day’s jobs have run', async () => {
    await t.runJobs();
    const owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const admin = api(t.app, await loginAs(t.app, accounts.admin.email));
    const { client } = await familyWithEmail(t, 'reader@example.ru');
    const family = api(t.app, await signInToCabinet(t, 'reader@example.ru'));
    const firstId = async (table: string) =>
      Number(
        (
          await sql<{
            id: number;
          }>`select min(id) as id from ${sql.table(table)} where school_id = ${demo.schools.demo}`.execute(
            t.db,
          )
        ).rows[0]?.id,
      );
    const ids: Record<string, number> = {
      owner: demo.users.owner,
      school: demo.schools.demo,
      familyStudent: client.students[0]?.id ?? 0,
    };
    for (const table of ['students', 'clients', 'groups', 'statuses', 'styles', 'schedules', 'lessons'])
      ids[table] = await firstId(table);
    // A make-up of the demo school (as an excused mark would write it), for the reads of make-ups.
    const pass = await t.db
      .selectFrom('subscriptions')
      .select(['id', 'student_id'])
      .where('school_id', '=', demo.schools.demo)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const makeup = await t.db
      .insertInto('makeups')
      .values({
        school_id: demo.schools.demo,
        student_id: pass.student_id,
        subscription_id: pass.id,
        lesson_id: ids.lessons,
        missed_on: '2026-03-02',
        direction_id: null,
        same_style: 0,
        expires_on: '2026-04-01',
        earned_at: t.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.makeups = Number(makeup.id);
    const { code } = (await owner.get(`/${apiPath('joinFormSettings')}`)).body as { code: string };

    const tables = (
      dialect === 'postgres'
        ? await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)
        : await sql<{ name: string }>`select name from sqlite_master where type = 'table'
            and name not like 'sqlite_%'`.execute(t.db)
    ).rows.map((row) => row.name);
    const snapshot = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables)
        counts[table] = Number(
          (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]?.n,
        );
      const revisions = await t.db.selectFrom('school_revisions').selectAll().orderBy('school_id').execute();
      return { counts, revisions };
    };
    // Sessions and login bookkeeping are what signing in writes: taken before the sweep.
    const before = await snapshot();

    const answered: string[] = [];
    for (const [name, read] of Object.entries(reads) as [EndpointName, Read][]) {
      const endpoint: EndpointDefinition = endpoints[name];
      const id = read.id === undefined ? undefined : ids[read.id];
      const body =
        read.body &&
        Object.fromEntries(
          Object.entries(read.body).map(([key, value]) => [
            key,
            typeof value === 'string' && ids[value] !== undefined ? ids[value] : value,
          ]),
        );
      const caller = read.as === 'admin' ? admin : read.as === 'family' ? family : owner;
      const path = `/${apiPath(name, { ...(id !== undefined && { id }), code })}`;
      const response =
        endpoint.method === 'GET'
          ? await caller.get(path)
          : await caller.post(path, body as Record<string, unknown>);
      expect(response.status, `${name}: ${response.text}`).toBe(200);
      answered.push(name);
    }
    expect(answered).toHaveLength(Object.keys(reads).length);
    expect(await snapshot()).toEqual(before);
  });
});
