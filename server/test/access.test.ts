import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  can,
  DEFAULT_TIME_ZONE,
  dayIn,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  type Role,
  roles,
  serverErrors,
} from '../../src/contract/index.ts';
import { MAX_BODY_BYTES, MAX_FILE_BODY_BYTES } from '../src/app.ts';
import { api, loginAs, send } from './support/api-client.ts';
import { accounts } from './support/demo-accounts.ts';
import { useDemoIds } from './support/demo-ids.ts';
import { buildStaff } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';
import { testDialects } from './support/test-database.ts';

/**
 * The access test: it walks the whole endpoint table, so an endpoint added to the table is covered the day it is
 * added. For every endpoint: 401 without a session, 403 for every role the permission table refuses, another
 * school's `school_id` refused with 403 and another school's row answered with 404 — and the other school's data
 * unchanged at the end.
 */
const TOKEN_SCOPE = 'leads:read';

type Named = [EndpointName, EndpointDefinition];
const table = Object.entries(endpoints) as Named[];
const label = ([name, endpoint]: Named) => `${name}: ${endpoint.method} ${endpoint.path}`;
const cases = (list: Named[]) => list.map((entry) => [label(entry), entry] as const);

const guarded = table.filter(([, endpoint]) => endpoint.access !== 'public');
// Bodies and row ids of the cabinet's endpoints are walked with a family's session (cabinet/cabinet-access.test.ts).
const staffTable = table.filter(([, endpoint]) => endpoint.access !== 'cabinet');
const withBody = staffTable.filter(([, endpoint]) => endpoint.body);
const withRowId = staffTable.filter(([, endpoint]) => endpoint.path.includes(':id'));

// A cabinet endpoint takes only the family's session (server/test/cabinet/cabinet-access.test.ts walks those).
const allows = (role: Role, endpoint: EndpointDefinition) =>
  endpoint.access === 'public' ||
  endpoint.access === 'session' ||
  (endpoint.access !== 'cabinet' && can(role, endpoint.access));

// An id no row has: a caller the table lets through meets a 404 (or a 400 for its body), never a change.
const NO_ROW = 999_999;
/** A code no school's public page has (docs/join-form.md): a caller meets its 404, never a school's data. */
const NO_CODE = 'no-such-form';

/**
 * Bodies the schema accepts, so that a call reaches the row lookup. An update the table gains needs a line here
 * only when `{}` is not a valid body for it; the "another school's row" test fails with 400 until it has one.
 */
const validBodies: Partial<Record<EndpointName, unknown>> = {
  userUpdate: { profile: { full_name: 'Проверка доступа' } },
  telegramWebhook: { update_id: 1, message: { chat: { id: 1 }, text: '/start' } },
  schoolUpdate: { Name: 'Проверка доступа' },
  leadUpdate: { name: 'Проверка доступа' },
  leadConvert: { client: { name: 'Проверка доступа' } },
  studentUpdate: { name: 'Проверка доступа' },
  clientUpdate: { name: 'Проверка доступа' },
  groupUpdate: { name: 'Проверка доступа' },
  statusUpdate: { name: 'Проверка доступа' },
  sourceUpdate: { name: 'Проверка доступа' },
  styleUpdate: { name: 'Проверка доступа' },
  scheduleUpdate: { duration_minutes: 45 },
  lessonUpdate: { duration_minutes: 45 },
  subscriptionTemplateUpdate: { name: 'Проверка доступа' },
  subscriptionFreeze: { starts_on: '2026-12-01', days: 1 },
  subscriptionCancel: { reason: 'Проверка доступа' },
  subscriptionChange: { reason: 'Проверка доступа', price: 100_000 },
  subscriptionTransfer: { reason: 'Проверка доступа', student_id: 1 },
  paymentVoid: { reason: 'Проверка доступа' },
  expenseVoid: { reason: 'Проверка доступа' },
  payrollPay: { teacher_id: 1 },
  freezeRequestDecide: { approve: false },
};

/** A sign-up the public form's schema takes, so a call reaches the school its code names. */
const pageBody = { name: 'Проверка доступа', phone: '+7 (916) 000-00-00', lesson_id: NO_ROW, consent: true };

// A period wide enough for every money row the test makes.
const ALL_TIME = { date_from: '2000-01-01', date_to: '2099-12-31' };

// A resource is the first segment of its path: /leads/update/:id → leads.
const resourceOf = (endpoint: EndpointDefinition) => endpoint.path.split('/')[1] ?? '';

describe.each(testDialects())('access to every endpoint on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  const cookies = {} as Record<Role, string>;
  /** A row of the other school per resource, made by its owner through the API. */
  const otherRows: Record<string, number> = {};
  const otherSchoolData: Record<string, unknown> = {};
  /** A token given one action of the permission table. */
  let apiToken = '';

  const call = (
    [name, endpoint]: Named,
    options: { cookie?: string; bearer?: string; id?: number; body?: unknown } = {},
  ) => {
    const path = apiPath(name, { id: options.id ?? NO_ROW, code: NO_CODE });
    const hasBody = options.body !== undefined;
    return send(t.app, `/api/${path}`, {
      method: endpoint.method,
      headers: {
        ...(options.cookie && { cookie: options.cookie }),
        ...(options.bearer && { authorization: `Bearer ${options.bearer}` }),
        ...(hasBody && { 'content-type': 'application/json' }),
      },
      ...(hasBody && { body: JSON.stringify(options.body) }),
    });
  };

  // What the other school can see of itself, read by its own owner.
  const readOtherSchool = async () => {
    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    const lists = [
      'usersWhere',
      'leadsWhere',
      'studentsAll',
      'clientsWhere',
      'groupsWhere',
      'statusesWhere',
      'stylesWhere',
      'schedulesWhere',
      'lessonsWhere',
    ] as const;
    const snapshot: Record<string, unknown> = {
      school: (await other.get(`/${apiPath('school', { id: ids.schools.other })}`)).body,
      sources: (await other.get(`/${apiPath('sourcesAll')}`)).body,
    };
    for (const list of lists) snapshot[list] = (await other.post(`/${apiPath(list)}`, {})).body;
    for (const list of [
      'subscriptionTemplatesAll',
      'balances',
      'financeSettings',
      'closures',
      'payRates',
    ] as const)
      snapshot[list] = (await other.get(`/${apiPath(list)}`)).body;
    snapshot.subscriptionsWhere = (await other.post(`/${apiPath('subscriptionsWhere')}`, {})).body;
    for (const list of ['paymentsWhere', 'refundsWhere', 'expensesWhere'] as const)
      snapshot[list] = (await other.post(`/${apiPath(list)}`, ALL_TIME)).body;
    snapshot.account = (
      await other.get(`/${apiPath('studentAccount', { id: otherRows.students ?? 0 })}`)
    ).body;
    return snapshot;
  };

  beforeAll(async () => {
    for (const role of roles) {
      const account = accounts[role];
      cookies[role] = await loginAs(t.app, account.email);
    }
    const other = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    const created = async (name: EndpointName, body: unknown) => {
      const response = await other.post(`/${apiPath(name)}`, body as Record<string, unknown>);
      expect(response.status, response.text).toBe(201);
      return response.body.id as number;
    };
    const teacher = await created('userCreate', buildStaff({ role: 'teacher' }));
    const today = dayIn(DEFAULT_TIME_ZONE, t.clock.now());
    const group = await created('groupCreate', { name: 'Сальса, начинающие', entity_type: 'student' });
    const style = await created('styleCreate', { name: 'Сальса' });
    Object.assign(otherRows, {
      schools: ids.schools.other,
      user_profiles: ids.users.otherOwner,
      users: teacher,
      groups: group,
      styles: style,
      leads: await created('leadCreate', { name: 'Лид другой школы' }),
      students: await created('studentCreate', { name: 'Ученик другой школы', group_id: group }),
      clients: await created('clientCreate', { name: 'Клиент другой школы' }),
      schedules: await created('scheduleCreate', {
        group_id: group,
        weekday: 2,
        start_time: '19:00',
        duration_minutes: 60,
        teacher_id: teacher,
        direction_id: style,
      }),
      lessons: await created('lessonCreate', {
        group_id: group,
        lesson_date: '2026-12-01',
        start_time: '19:00',
        duration_minutes: 60,
        teacher_id: teacher,
      }),
      statuses: (await other.post(`/${apiPath('statusesWhere')}`, {})).body[0].id,
      sources: (await other.get(`/${apiPath('sourcesAll')}`)).body[0].id,
    });
    // Money of the other school: a template, a subscription sold from it and paid for, an expense.
    const template = await created('subscriptionTemplateCreate', {
      name: 'Абонемент другой школы',
      kind: 'visits',
      visits: 8,
      price: 400_000,
      validity_days: 30,
      freeze_count: 1,
      freeze_days: 7,
    });
    const sold = await created('subscriptionSell', {
      student_id: otherRows.students,
      template_id: template,
      issued_at: today,
      payment: { amount: 400_000 },
    });
    const payments = await other.post(`/${apiPath('paymentsWhere')}`, ALL_TIME);
    Object.assign(otherRows, {
      'subscription-templates': template,
      subscriptions: sold,
      payments: payments.body[0].id,
      expenses: await created('expenseCreate', { category: 'rent', amount: 100_000, spent_on: today }),
      finances: otherRows.students,
      payroll: await created('payRateCreate', {
        teacher_id: teacher,
        kind: 'lesson',
        amount: 150_000,
        effective_from: '2026-01-01',
      }),
      // Far ahead, so it has not begun and a caller the table lets through could take it back.
      closures: await created('closureCreate', {
        starts_on: '2099-06-01',
        ends_on: '2099-06-02',
        reason: 'Закрытие другой школы',
        group_ids: [group],
      }),
    });
    // A family's freeze request of the other school (asked from its cabinet; here written as the cabinet writes it).
    const request = await t.db
      .insertInto('freeze_requests')
      .values({
        school_id: ids.schools.other,
        subscription_id: sold,
        email: 'family@other.example',
        starts_on: '2099-01-01',
        days: 1,
        created_at: t.clock.now().toISOString(),
        decided_by: null,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherRows['freeze-requests'] = Number(request.id);
    // A message of the other school that failed, so a caller the table lets through could send it again.
    const message = await t.db
      .insertInto('outbox')
      .values({
        school_id: ids.schools.other,
        kind: 'manual',
        channel: 'email',
        recipient: 'family@other.example',
        occasion: 'access-test',
        subject: 'Сообщение другой школы',
        body_text: 'Текст',
        body_html: '<p>Текст</p>',
        created_at: t.clock.now().toISOString(),
        due_at: t.clock.now().toISOString(),
        sent_at: null,
        failed_at: t.clock.now().toISOString(),
        last_error: 'канал не настроен',
        client_id: null,
        student_id: null,
        lead_id: null,
        person_name: null,
        sender_name: null,
        reply_to: null,
        unsubscribe_url: null,
        provider_reply: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherRows.messages = Number(message.id);
    otherRows['api-tokens'] = await created('apiTokenCreate', {
      name: 'Токен другой школы',
      scopes: ['leads:read'],
    });
    otherRows.webhooks = await created('webhookCreate', {
      url: 'https://hooks.example.com/other-school',
      events: ['lead.created'],
    });
    // The other school's bot (none): a webhook call for it finds nothing to answer.
    otherRows.telegram = ids.schools.other;
    Object.assign(otherSchoolData, await readOtherSchool());
    const owner = api(t.app, cookies.owner);
    apiToken = (
      await owner.post(`/${apiPath('apiTokenCreate')}`, { name: 'Проверка доступа', scopes: [TOKEN_SCOPE] })
    ).body.token;
  });

  it('covers a row of the other school for every resource addressed by id', () => {
    for (const [, endpoint] of withRowId)
      expect(otherRows, endpoint.path).toHaveProperty(resourceOf(endpoint));
  });

  it.each(cases(guarded))('%s answers 401 without a session', async (_label, named) => {
    const endpoint = named[1];
    const response = await call(named, { body: endpoint.body ? {} : undefined });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: serverErrors.unauthenticated });
  });

  // The third audience: an API token opens only what it was given — here one action — even with the owner's cookie.
  it.each(cases(guarded))('%s opens to an API token only within its scopes', async (_label, named) => {
    const endpoint = named[1];
    // A second apart, as an integration calls: the walk stays under the token's rate.
    t.clock.advance(1000);
    const response = await call(named, {
      bearer: apiToken,
      cookie: cookies.owner,
      body: endpoint.body ? { name: 5 } : undefined,
    });
    if (endpoint.access === TOKEN_SCOPE)
      expect([200, 201, 400, 404], response.text).toContain(response.status);
    else if (endpoint.access === 'cabinet') expect(response.status).toBe(401);
    else expect([response.status, response.body]).toEqual([403, { message: serverErrors.tokenScope }]);
  });

  it.each(cases(guarded))('%s follows the permission table for every role', async (_label, named) => {
    const endpoint = named[1];
    for (const role of roles) {
      const response = await call(named, {
        cookie: cookies[role],
        body: endpoint.body ? { name: 5 } : undefined,
      });
      if (allows(role, endpoint)) {
        expect([200, 201, 400, 404], `${role}: ${response.text}`).toContain(response.status);
      } else if (endpoint.access === 'cabinet') {
        // A staff session opens no cabinet endpoint: to the cabinet, nobody is signed in.
        expect(response.status, role).toBe(401);
      } else {
        expect(response.status, role).toBe(403);
        expect(response.body).toEqual({ message: serverErrors.forbidden });
      }
    }
  });

  it.each(cases(withBody.filter(([, endpoint]) => endpoint.access !== 'public')))(
    '%s refuses a school_id of another school with 403',
    async (_label, named) => {
      const [name, endpoint] = named;
      const role = roles.find((candidate) => candidate !== 'admin' && allows(candidate, endpoint));
      if (!role) throw new Error(`No school role may call ${name}`);
      const body = { ...(validBodies[name] as object), school_id: ids.schools.other };
      const response = await call(named, { cookie: cookies[role], body });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: serverErrors.otherSchool });
    },
  );

  it.each(cases(withRowId.filter(([, endpoint]) => allows('owner', endpoint))))(
    '%s answers 404 for a row of another school',
    async (_label, named) => {
      const [name, endpoint] = named;
      const response = await call(named, {
        cookie: cookies.owner,
        id: otherRows[resourceOf(endpoint)],
        body: endpoint.body ? (validBodies[name] ?? {}) : undefined,
      });
      expect(response.status, response.text).toBe(404);
      expect(response.body).toEqual({ message: serverErrors.notFound });
    },
  );

  // The fourth audience: a school's public page names its school by the code in its address, whoever calls it.
  it.each(cases(table.filter(([, endpoint]) => endpoint.path.includes(':code'))))(
    '%s answers a code no school has with 404, signed in or not',
    async (_label, named) => {
      const body = named[1].body ? pageBody : undefined;
      for (const cookie of [undefined, ...roles.map((role) => cookies[role])]) {
        const response = await call(named, { cookie, body });
        expect([response.status, response.body]).toEqual([404, { message: serverErrors.joinFormNotFound }]);
      }
    },
  );

  it.each(cases(withBody))('%s answers malformed JSON with 400', async (_label, [name, endpoint]) => {
    const response = await send(t.app, `/api/${apiPath(name, { id: NO_ROW, code: NO_CODE })}`, {
      method: endpoint.method,
      headers: { cookie: cookies.owner, 'content-type': 'application/json' },
      body: '{"name": Вог}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: serverErrors.invalidJson });
  });

  it.each(cases(withBody))(
    '%s answers 10 000 nested brackets with 400, not a crash',
    async (_label, [name, endpoint]) => {
      const response = await send(t.app, `/api/${apiPath(name, { id: NO_ROW, code: NO_CODE })}`, {
        method: endpoint.method,
        headers: { cookie: cookies.owner, 'content-type': 'application/json' },
        body: `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: serverErrors.tooDeep });
    },
  );

  it.each(cases(withBody))('%s answers a form body with 415', async (_label, [name, endpoint]) => {
    const response = await send(t.app, `/api/${apiPath(name, { id: NO_ROW, code: NO_CODE })}`, {
      method: endpoint.method,
      headers: { cookie: cookies.owner, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=test',
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ message: serverErrors.unsupportedMediaType });
  });

  it.each(cases(withBody))('%s answers a body over its limit with 413', async (_label, [name, endpoint]) => {
    // «ы» is two bytes of UTF-8: half the limit of them and a little more is just over it.
    const limit = endpoint.fileBody ? MAX_FILE_BODY_BYTES : MAX_BODY_BYTES;
    const response = await send(t.app, `/api/${apiPath(name, { id: NO_ROW, code: NO_CODE })}`, {
      method: endpoint.method,
      headers: { cookie: cookies.owner, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'ы'.repeat(limit / 2 + 100) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: serverErrors.payloadTooLarge });
  });

  it('left the other school exactly as its owner made it', async () => {
    expect(await readOtherSchool()).toEqual(otherSchoolData);
  });
});
