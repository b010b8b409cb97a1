import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiPath,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  importFields,
  MAX_YEAR,
  MIN_YEAR,
} from '../../src/contract/index.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { buildStaff } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

/**
 * Every date the contract takes, at both ends of its range (1900-01-01 and 9999-12-31), alone and as periods, in
 * every endpoint of the table whose body has a date: never a 5xx. A date the rule refuses (the future for money, a
 * period longer than a report allows) is a 400 with a Russian message; a date it takes is stored and read back.
 * Afterwards every list and read of the school answers without a 5xx too, with those rows stored.
 */
const EARLIEST = `${MIN_YEAR}-01-01`;
const LATEST = `${MAX_YEAR}-12-31`;
const LAST_MONTH = `${MAX_YEAR}-12-01`;

/** Names of the contract's date fields (and of the import's date columns). */
const DATE_NAME = /date|_from$|_to$|_on$|_at$|expires/;
/** Named like dates, but a time of day (quiet hours), an address (where answers go), a Telegram update's number. */
const NOT_DATES = new Set(['quiet_from', 'quiet_to', 'reply_to', 'update_id']);

/** The ends of a period in one body: both get set together, as well as one by one. */
const RANGES: [string, string][] = [
  ['date_from', 'date_to'],
  ['active_from', 'active_to'],
  ['starts_on', 'ends_on'],
];

type Schema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** A field's schema under its optional, nullable and default wrappers. */
function unwrapped(schema: Schema): Schema {
  const def = schema._zod.def;
  return ['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)
    ? unwrapped(def.innerType as Schema)
    : schema;
}

/** The dotted paths of a body's date fields, through objects, optionals, defaults and pipes. */
function datePaths(schema: Schema | undefined, prefix = ''): string[] {
  const def = schema?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.entries((schema as unknown as z.ZodObject).shape).flatMap(([key, field]) => [
        // `starts_on` of a pass template is a choice (sale or first visit), not a date.
        ...(DATE_NAME.test(key) && !NOT_DATES.has(key) && unwrapped(field as Schema)._zod.def.type !== 'enum'
          ? [`${prefix}${key}`]
          : []),
        ...datePaths(field as Schema, `${prefix}${key}.`),
      ]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return datePaths(def.innerType as Schema, prefix);
    case 'pipe':
      return [...new Set([...datePaths(def.in as Schema, prefix), ...datePaths(def.out as Schema, prefix)])];
    default:
      return [];
  }
}

function withValue(body: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = (body[head] ?? {}) as Record<string, unknown>;
  return { ...body, [head]: withValue(inner, rest.join('.'), value) };
}

type Named = [EndpointName, EndpointDefinition];
// The cabinet's dates (a trial's day) take a family's session: cabinet/cabinet-access.test.ts sends them.
const dated = (Object.entries(endpoints) as Named[])
  .filter(([, endpoint]) => endpoint.access !== 'cabinet')
  .map(([name, endpoint]) => ({ name, endpoint, paths: datePaths(endpoint.body as Schema) }))
  .filter(({ paths }) => paths.length > 0);
const importNames = ['importLeads', 'importStudents', 'importClients'] as const;

/** The variants of a body: each date at each end, and each period over the whole range and at its end. */
function variants(base: Record<string, unknown>, paths: string[]): Record<string, unknown>[] {
  const result: Record<string, unknown>[] = [];
  for (const path of paths) for (const value of [EARLIEST, LATEST]) result.push(withValue(base, path, value));
  for (const [from, to] of RANGES) {
    const paired = paths.filter((path) => path.endsWith(from));
    for (const fromPath of paired) {
      const toPath = `${fromPath.slice(0, -from.length)}${to}`;
      if (!paths.includes(toPath)) continue;
      for (const [start, end] of [
        [EARLIEST, LATEST],
        [EARLIEST, EARLIEST],
        [LATEST, LATEST],
        [LAST_MONTH, LATEST],
      ] as const)
        result.push(withValue(withValue(base, fromPath, start), toPath, end));
    }
  }
  return result;
}

describe.each(testDialects())('the extreme dates of the contract on %s', (dialect) => {
  const t = useTestApp(dialect);
  const demo = useDemoIds(t);
  let owner: ReturnType<typeof api>;
  const ids = {} as Record<
    | 'group'
    | 'style'
    | 'student'
    | 'client'
    | 'lead'
    | 'template'
    | 'lesson'
    | 'schedule'
    | 'payment'
    | 'teacher',
    number
  >;

  beforeAll(async () => {
    owner = api(t.app, await loginAs(t.app, accounts.owner.email));
    const first = async (name: EndpointName, body?: Record<string, unknown>, pick = (_: never) => true) => {
      const response =
        endpoints[name].method === 'GET'
          ? await owner.get(`/${apiPath(name)}`)
          : await owner.post(`/${apiPath(name)}`, body ?? {});
      expect(response.status, response.text).toBe(200);
      const row = (response.body as { id: number }[]).find(pick as (row: unknown) => boolean);
      if (!row) throw new Error(`No demo row from ${name}`);
      return row.id;
    };
    ids.group = await first('groupsWhere', { entity_type: 'student' });
    ids.style = await first('stylesWhere');
    ids.student = await first('studentsAll');
    ids.client = await first('clientsWhere');
    ids.lead = await first('leadsWhere');
    ids.template = await first(
      'subscriptionTemplatesAll',
      undefined,
      ((row: { kind: string }) => row.kind === 'visits') as never,
    );
    const lesson = await owner.post(`/${apiPath('lessonCreate')}`, {
      group_id: ids.group,
      lesson_date: '2026-03-03',
      start_time: '20:00',
      duration_minutes: 60,
    });
    expect(lesson.status, lesson.text).toBe(201);
    ids.lesson = lesson.body.id;
    ids.schedule = await first('schedulesWhere');
    ids.payment = await first('paymentsWhere', { date_from: '2000-01-01', date_to: '2026-03-01' });
    ids.teacher = demo.users.teacher;
  });

  /** A body each dated endpoint accepts as it is (its dates in 2026), and the row id its path needs. */
  const bases: Record<string, () => Promise<{ id?: number; body: Record<string, unknown> }>> = {
    register: async () => ({
      body: {
        school: { name: 'Студия на краю календаря' },
        account: { email: buildStaff().email, password: 'пароль-владельца' },
        profile: { full_name: 'Краева Анна', birthdate: '1990-01-01' },
      },
    }),
    userCreate: async () => ({
      body: { ...buildStaff(), profile: { full_name: 'Датова Вера', birthdate: '1990-01-01' } },
    }),
    userUpdate: async () => ({ id: demo.users.manager, body: { profile: { birthdate: '1990-01-01' } } }),
    leadCreate: async () => ({ body: { name: 'Лид с датой', trial_date: '2026-03-10' } }),
    leadUpdate: async () => ({ id: ids.lead, body: { trial_date: '2026-03-10' } }),
    leadConvert: async () => {
      const lead = await owner.post(`/${apiPath('leadCreate')}`, { name: 'Лид в ученики' });
      return {
        id: lead.body.id,
        body: { student: { name: 'Ученик из лида', birthdate: '2015-01-01' }, client: { name: 'Родитель' } },
      };
    },
    studentCreate: async () => ({ body: { name: 'Ученик с датой', birthdate: '2015-01-01' } }),
    studentUpdate: async () => ({ id: ids.student, body: { birthdate: '2015-01-01' } }),
    clientCreate: async () => ({ body: { name: 'Клиент с датой', birthdate: '1985-01-01' } }),
    clientUpdate: async () => ({ id: ids.client, body: { birthdate: '1985-01-01' } }),
    styleCreate: async () => ({
      body: { name: `Стиль ${buildStaff().email}`, active_from: '2026-01-01', active_to: '2026-12-31' },
    }),
    styleUpdate: async () => ({
      id: ids.style,
      body: { active_from: '2026-01-01', active_to: '2026-12-31' },
    }),
    scheduleCreate: async () => ({
      body: {
        group_id: ids.group,
        weekday: 3,
        start_time: '21:00',
        duration_minutes: 60,
        teacher_id: ids.teacher,
        active_from: '2026-01-01',
        active_to: '2026-12-31',
      },
    }),
    scheduleUpdate: async () => ({
      id: ids.schedule,
      body: { active_from: '2026-01-01', active_to: '2026-12-31' },
    }),
    payRateCreate: async () => ({
      body: { teacher_id: ids.teacher, kind: 'lesson', amount: 100_000, effective_from: '2026-01-01' },
    }),
    payroll: async () => ({ body: { date_from: '2026-02-01', date_to: '2026-02-28' } }),
    payrollAdjustmentCreate: async () => ({
      body: { teacher_id: ids.teacher, on_date: '2026-02-10', amount: 10_000, reason: 'Проверка дат' },
    }),
    payrollClose: async () => ({ body: { date_from: '2026-02-01', date_to: '2026-02-28' } }),
    closureCreate: async () => ({
      body: { starts_on: '2026-06-01', ends_on: '2026-06-02', reason: 'Проверка дат' },
    }),
    history: async () => ({ body: { date_from: '2026-01-01', date_to: '2026-12-31' } }),
    lessonCreate: async () => ({
      body: { group_id: ids.group, lesson_date: '2026-03-10', start_time: '22:00', duration_minutes: 45 },
    }),
    lessonsWhere: async () => ({ body: { date_from: '2026-03-01', date_to: '2026-03-31' } }),
    lessonUpdate: async () => {
      const lesson = await owner.post(`/${apiPath('lessonCreate')}`, {
        group_id: ids.group,
        lesson_date: '2026-03-11',
        start_time: '22:00',
        duration_minutes: 45,
      });
      return { id: lesson.body.id, body: { lesson_date: '2026-03-12' } };
    },
    subscriptionSell: async () => ({
      body: { student_id: ids.student, template_id: ids.template, issued_at: '2026-03-01' },
    }),
    subscriptionFreeze: async () => {
      const template = await owner.post(`/${apiPath('subscriptionTemplateCreate')}`, {
        name: `Замораживаемый ${buildStaff().email}`,
        kind: 'visits',
        visits: 8,
        price: 100_000,
        validity_days: 30,
        freeze_count: 5,
        freeze_days: 30,
      });
      const sold = await owner.post(`/${apiPath('subscriptionSell')}`, {
        student_id: ids.student,
        template_id: template.body.id,
        issued_at: '2026-03-01',
      });
      expect(sold.status, sold.text).toBe(201);
      return { id: sold.body.id, body: { starts_on: '2026-03-05', days: 3 } };
    },
    paymentsWhere: async () => ({ body: { date_from: '2026-01-01', date_to: '2026-03-01' } }),
    paymentCreate: async () => ({ body: { student_id: ids.student, amount: 10_000, paid_on: '2026-03-01' } }),
    refundsWhere: async () => ({ body: { date_from: '2026-01-01', date_to: '2026-03-01' } }),
    refundCreate: async () => ({
      body: { payment_id: ids.payment, amount: 100, refunded_on: '2026-03-01', reason: 'Проверка дат' },
    }),
    expensesWhere: async () => ({ body: { date_from: '2026-01-01', date_to: '2026-03-01' } }),
    expenseCreate: async () => ({ body: { category: 'rent', amount: 10_000, spent_on: '2026-03-01' } }),
    financeSummary: async () => ({ body: { date_from: '2026-01-01', date_to: '2026-03-01' } }),
    ...Object.fromEntries(
      (
        [
          'reportAttendance',
          'reportRetention',
          'reportTeachers',
          'reportPayments',
          'reportLeads',
          'reportGroups',
        ] as const
      ).map((name) => [
        name,
        async () => ({ body: { date_from: '2026-01-01', date_to: '2026-03-01', step: 'day' } }),
      ]),
    ),
  };

  it('knows a body for every dated endpoint', () => {
    const covered = new Set([...Object.keys(bases), ...importNames]);
    expect(dated.map(({ name }) => name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(
    dated
      .filter(({ name }) => !importNames.includes(name as (typeof importNames)[number]))
      .map(
        ({ name, endpoint, paths }) => [`${name}: ${endpoint.method} ${endpoint.path}`, name, paths] as const,
      ),
  )('%s takes 1900-01-01 and 9999-12-31 without a 5xx', async (_label, name, paths) => {
    const cookie = await loginAs(t.app, accounts.owner.email);
    const prepare = bases[name];
    if (!prepare) throw new Error(`No base body for ${name}`);
    const base = await prepare();
    const accepted = await sendAs(cookie, name, base.body, base.id);
    expect(accepted.status, `${name} base: ${accepted.text}`).toBeLessThan(400);
    for (const body of variants(base.body, paths)) {
      const { id } = endpoints[name].path.includes(':id') ? await prepare() : base;
      const response = await sendAs(cookie, name, body, id);
      expect(response.status, `${name} ${JSON.stringify(body)}: ${response.text}`).toBeLessThan(500);
      if (response.status >= 400) expect(response.body).toEqual({ message: expect.any(String) });
    }
  });

  it.each(importNames)('%s takes rows dated 1900-01-01 and 9999-12-31 without a 5xx', async (name) => {
    const cookie = await loginAs(t.app, accounts.owner.email);
    const entity = name === 'importLeads' ? 'leads' : name === 'importStudents' ? 'students' : 'clients';
    const dateColumns = (importFields[entity] as readonly string[]).filter((field) => DATE_NAME.test(field));
    expect(dateColumns.length).toBeGreaterThan(0);
    const columns = ['name', ...dateColumns, ...(entity === 'students' ? ['subscription'] : [])];
    for (const value of [EARLIEST, LATEST, '01.01.1900', '31.12.9999']) {
      const row = [
        `Импорт ${value}`,
        ...dateColumns.map(() => value),
        ...(entity === 'students' ? ['Старый'] : []),
      ];
      for (const dryRun of [true, false]) {
        const response = await sendAs(cookie, name, { columns, rows: [row], dry_run: dryRun });
        expect(response.status, `${name} ${value}: ${response.text}`).toBeLessThan(500);
      }
    }
  });

  it('keeps a pass valid to 9999-12-31 valid to that day when a closure gives it days back', async () => {
    const cookie = await loginAs(t.app, accounts.owner.email);
    const imported = await sendAs(cookie, 'importStudents', {
      columns: ['name', 'subscription', 'subscription_expires'],
      rows: [['Вечный ученик', 'Вечный абонемент', LATEST]],
      dry_run: false,
    });
    expect(imported.status, imported.text).toBe(200);
    const studentId = imported.body.rows[0].id as number;
    const closure = await sendAs(cookie, 'closureCreate', {
      starts_on: '2026-08-03',
      ends_on: '2026-08-05',
      reason: 'Ремонт зала',
    });
    expect(closure.status, closure.text).toBe(201);
    const passes = await sendAs(cookie, 'subscriptionsWhere', { student_id: studentId });
    expect(passes.status, passes.text).toBe(200);
    expect(passes.body.map((pass: { expires_at: string }) => pass.expires_at)).toEqual([LATEST]);
    const account = await sendAs(cookie, 'studentAccount', undefined, studentId);
    expect(account.status, account.text).toBe(200);
  });

  it('reads every list and row of the school afterwards without a 5xx', async () => {
    const cookie = await loginAs(t.app, accounts.owner.email);
    const reads = (Object.entries(endpoints) as Named[]).filter(
      ([, endpoint]) =>
        !endpoint.stream &&
        (endpoint.method === 'GET' || endpoint.filter) &&
        !endpoint.access.toString().startsWith('schools:'),
    );
    // The school's public page (docs/join-form.md) is read by its code.
    const code = (await sendAs(cookie, 'joinFormSettings', undefined)).body.code as string;
    for (const [name, endpoint] of reads) {
      const id = endpoint.path.includes(':id') ? idFor(endpoint.path) : undefined;
      if (endpoint.path.includes(':id') && id === undefined) continue;
      const response = await sendAs(cookie, name, endpoint.method === 'GET' ? undefined : {}, id, code);
      expect(response.status, `${name}: ${response.text}`).toBeLessThan(500);
    }
    for (const period of [
      { date_from: EARLIEST, date_to: LATEST },
      { date_from: LAST_MONTH, date_to: LATEST },
    ]) {
      for (const name of ['lessonsWhere', 'history'] as const) {
        const response = await sendAs(cookie, name, period);
        expect(response.status, `${name}: ${response.text}`).toBeLessThan(500);
      }
    }
  });

  /** The demo row a read path names, by its resource. */
  const idFor = (path: string): number | undefined => {
    const resource = path.split('/')[1];
    const byResource: Record<string, number> = {
      students: ids.student,
      clients: ids.client,
      groups: ids.group,
      styles: ids.style,
      schedules: ids.schedule,
      lessons: ids.lesson,
      finances: ids.student,
      user_profiles: demo.users.owner,
    };
    return resource === undefined ? undefined : byResource[resource];
  };

  const sendAs = (cookie: string, name: EndpointName, body: unknown, id?: number, code?: string) =>
    send(
      t.app,
      `/api/${apiPath(name, { ...(id !== undefined && { id }), ...(code !== undefined && { code }) })}`,
      {
        method: endpoints[name].method,
        headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      },
    );
});
