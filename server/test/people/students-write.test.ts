import { beforeAll, describe, expect, it } from 'vitest';
import {
  demoStudents,
  PURGED_STUDENT_NAME,
  STUDENT_PLACEHOLDER_NAME,
  serverErrors,
} from '../../../src/contract/index.ts';
import { demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { purgePeopleAsDue } from '../support/people-purge.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { SEED_NOW } from './support/demo-people.ts';
import {
  countRows,
  storedClient,
  storedClientLinks,
  storedGroupIds,
  storedStudent,
} from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

describe.each(testDialects())('students: writing on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'teacher', 'accountant', 'otherOwner']);
  let foreign: { studentId: number; clientId: number };
  // Demo people by name: Петров Даниил (no parent of his own kept), Морозова Вероника (no money, her mother's
  // only link), Соколова Елизавета, and Петрова Виктория (a pass and payments).
  const ids = useDemoIds(t);
  let daniil: number;
  let veronika: number;
  let elizaveta: number;
  let viktoria: number;
  let veronikasMother: number;
  let otherParent: number;
  let uncle: number;
  let firstParent: number;
  // Past every id the demo and the other school's rows could take.
  const unknownId = 1_000_000;

  beforeAll(async () => {
    const student = (name: string) => demoPersonId(t.db, 'students', name);
    const client = (name: string) => demoPersonId(t.db, 'clients', name);
    daniil = await student('Петров Даниил');
    veronika = await student('Морозова Вероника');
    elizaveta = await student('Соколова Елизавета');
    viktoria = await student('Петрова Виктория');
    veronikasMother = await client('Морозова Ева Сергеевна');
    otherParent = await client('Петрова Эвелина Ильдаровна');
    uncle = await client('Сафин Роман Ринатович');
    firstParent = await client('Петров Даниил Ильдарович');
    const foreignClient = await as('otherOwner').post('/clients/create', { name: 'Клиент другой школы' });
    const foreignStudent = await as('otherOwner').post('/students/registration', {
      name: 'Ученик другой школы',
    });
    foreign = { studentId: foreignStudent.body.id, clientId: foreignClient.body.id };
  });

  describe('POST /students/registration', () => {
    it('fills the defaults: placeholder name, beginner, the school’s first student status', async () => {
      const response = await as('manager').post('/students/registration', {});
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: response.body.id,
        name: STUDENT_PLACEHOLDER_NAME,
        birthdate: null,
        age: null,
        created_at: SEED_NOW,
        skill_level: 'beginner',
        contact: '',
        email: null,
        status_id: ids.statuses.active,
        status_name: 'Активный',
        school_id: ids.schools.demo,
        group_id: null,
        groups: [],
        clients: [],
        // A manager reads no money: the passes are not theirs to see.
        subscriptions: null,
      });
    });

    it('stores groups and client links, ids as strings, a repeated client once', async () => {
      const response = await as('owner').post('/students/registration', {
        name: 'Морозов Артём',
        birthdate: '2016-03-02',
        skill_level: 'pro',
        status_id: String(ids.statuses.archived),
        groups: [String(ids.groups.stretching), ids.groups.hipHop],
        clients: [
          { id: String(veronikasMother), relation: 'Мама', is_payer: true },
          { id: veronikasMother, relation: 'Тётя' },
          { id: otherParent },
        ],
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        age: 10,
        skill_level: 'pro',
        status_name: 'Архивный',
        group_id: ids.groups.hipHop,
        groups: [ids.groupRef('hipHop'), ids.groupRef('stretching')],
      });
      const links: [number, string, boolean][] = [
        [otherParent, '', false],
        [veronikasMother, 'Мама', true],
      ];
      links.sort((a, b) => a[0] - b[0]);
      expect(response.body.clients.map((c: { id: number; relation: string }) => [c.id, c.relation])).toEqual(
        links.map(([id, relation]) => [id, relation]),
      );
      expect(await storedClientLinks(t.db, response.body.id)).toEqual(links);
      expect(await storedGroupIds(t.db, 'student', response.body.id)).toEqual(
        [ids.groups.hipHop, ids.groups.stretching].sort((a, b) => a - b),
      );
    });

    it('answers 400 naming the problem, and stores nothing', async () => {
      const before = await countRows(t.db, 'students');
      for (const [body, message] of [
        [{ birthdate: '2016-13-01' }, 'Поле «Дата рождения»: укажите существующую дату в формате ГГГГ-ММ-ДД'],
        [{ skill_level: 'expert' }, 'Уровень: beginner, middle или pro'],
        [{ status_id: unknownId }, serverErrors.unknownStatus],
        [{ status_id: ids.otherSchool.studentStatus }, serverErrors.unknownStatus],
        [{ status_id: ids.statuses.new }, serverErrors.statusTypeMismatch],
        [{ groups: [ids.groups.callBack] }, serverErrors.groupTypeMismatch],
        [{ group_id: unknownId }, serverErrors.unknownGroup],
        [{ group_id: ids.groups.hipHop, groups: [ids.groups.hipHop] }, serverErrors.groupFieldsTogether],
        [{ clients: [{ id: firstParent }, { id: unknownId }] }, serverErrors.unknownClient],
        [{ clients: [{ id: foreign.clientId }] }, serverErrors.unknownClient],
        [{ clients: [{ id: firstParent, is_payer: 'да' }] }, 'Поле «Плательщик» должно быть да/нет'],
      ] as const) {
        const response = await as('owner').post('/students/registration', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await countRows(t.db, 'students')).toBe(before);
    });

    it('is refused to the front desk and teachers (403), who only read students', async () => {
      const before = await countRows(t.db, 'students');
      for (const who of ['receptionist', 'teacher'] as const) {
        const response = await as(who).post('/students/registration', { name: 'Новенький' });
        expect([response.status, response.body]).toEqual([403, { message: serverErrors.forbidden }]);
      }
      expect(await countRows(t.db, 'students')).toBe(before);
    });
  });

  describe('PUT /students/{id}', () => {
    it('changes only the fields sent and replaces groups and client links', async () => {
      const seeded = demoStudents.find((student) => student.name === 'Петров Даниил');
      const response = await as('manager').put(`/students/${daniil}`, {
        skill_level: 'pro',
        group_id: ids.groups.contemporary,
        clients: [{ id: uncle, relation: 'Папа', is_payer: true }],
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: daniil,
        name: seeded?.name,
        birthdate: seeded?.birthdate,
        skill_level: 'pro',
        group_id: ids.groups.contemporary,
        groups: [ids.groupRef('contemporary')],
        clients: [{ id: uncle, relation: 'Папа', is_payer: true }],
      });
      expect(await storedGroupIds(t.db, 'student', daniil)).toEqual([ids.groups.contemporary]);
      expect(await storedClientLinks(t.db, daniil)).toEqual([[uncle, 'Папа', true]]);

      const cleared = await as('manager').put(`/students/${daniil}`, { clients: [], groups: [] });
      expect([cleared.body.clients, cleared.body.groups, cleared.body.group_id]).toEqual([[], [], null]);
      expect(await storedClientLinks(t.db, daniil)).toEqual([]);
    });

    it('answers 400 for bad changes and leaves the student as it was', async () => {
      const before = await storedStudent(t.db, veronika);
      for (const [body, message] of [
        [{}, 'Нет полей для изменения'],
        [{ name: '' }, 'Заполните поле «Имя»'],
        [{ contact: 'к'.repeat(501) }, 'Поле «Контакт» не может быть длиннее 500 символов'],
        [{ name: 'Другое имя', status_id: ids.statuses.client }, serverErrors.statusTypeMismatch],
        [{ name: 'Другое имя', clients: [{ id: unknownId }] }, serverErrors.unknownClient],
      ] as const) {
        const response = await as('owner').put(`/students/${veronika}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await storedStudent(t.db, veronika)).toEqual(before);
      expect(await storedClientLinks(t.db, veronika)).toEqual([[veronikasMother, 'Мама', true]]);
    });

    it('changes the status through status_name, as the spec’s Student has no status id: an id or a name', async () => {
      const statusOf = async () => (await storedStudent(t.db, elizaveta))?.status_id;
      for (const [status_name, expected] of [
        [String(ids.statuses.archived), ids.statuses.archived],
        [ids.statuses.active, ids.statuses.active],
        ['Архивный', ids.statuses.archived],
        ['  активный ', ids.statuses.active],
      ] as const) {
        const response = await as('manager').put(`/students/${elizaveta}`, { status_name });
        expect([response.status, response.body.status_id], JSON.stringify(status_name)).toEqual([
          200,
          expected,
        ]);
        expect(await statusOf()).toBe(expected);
      }
      expect(
        (await as('manager').put(`/students/${elizaveta}`, { status_name: 'Архивный' })).body.status_name,
      ).toBe('Архивный');
      // Fields of the row sent back: status_name agrees with status_id; null (no status) asks for nothing.
      const { status_id, status_name, created_at, age } = (await as('manager').get(`/students/${elizaveta}`))
        .body;
      const echoed = await as('manager').put(`/students/${elizaveta}`, {
        status_id,
        status_name,
        created_at,
        age,
      });
      expect([echoed.status, echoed.body.status_id]).toEqual([200, ids.statuses.archived]);
      expect((await as('manager').put(`/students/${elizaveta}`, { status_name: null })).status).toBe(200);
      expect(await statusOf()).toBe(ids.statuses.archived);
    });

    it('answers 400 in Russian for a status_name that names no student status of the school', async () => {
      const before = await storedStudent(t.db, veronika);
      for (const [body, message] of [
        [{ status_name: 'Пропал' }, serverErrors.unknownStudentStatus('Пропал')],
        [
          { status_name: String(ids.statuses.client) },
          serverErrors.unknownStudentStatus(String(ids.statuses.client)),
        ],
        [{ status_name: unknownId }, serverErrors.unknownStudentStatus(String(unknownId))],
        [
          { status_name: ids.otherSchool.studentStatus },
          serverErrors.unknownStudentStatus(String(ids.otherSchool.studentStatus)),
        ],
        [{ status_name: 'Новый' }, serverErrors.unknownStudentStatus('Новый')],
        [{ status_name: '' }, serverErrors.studentStatusName],
        [{ status_name: 1.5 }, serverErrors.studentStatusName],
        [{ status_name: true }, serverErrors.studentStatusName],
        [{ status_name: ['6'] }, serverErrors.studentStatusName],
        [{ status_id: ids.statuses.active, status_name: 'Архивный' }, serverErrors.statusFieldsDisagree],
      ] as const) {
        const response = await as('owner').put(`/students/${veronika}`, body);
        expect([response.status, response.body], JSON.stringify(body)).toEqual([400, { message }]);
      }
      expect(await storedStudent(t.db, veronika)).toEqual(before);
    });

    it('answers 404 for another school’s student, unchanged; 403 for the front desk', async () => {
      const before = await storedStudent(t.db, foreign.studentId);
      const response = await as('owner').put(`/students/${foreign.studentId}`, { name: 'Захвачено' });
      expect([response.status, response.body]).toEqual([404, { message: serverErrors.notFound }]);
      expect(await storedStudent(t.db, foreign.studentId)).toEqual(before);
      expect((await as('receptionist').put(`/students/${veronika}`, { name: 'X' })).status).toBe(403);
    });
  });

  describe('DELETE /students/{id}', () => {
    it('hides a student without money at once and purges them with memberships and client links; the clients stay', async () => {
      // Морозова Вероника has no subscriptions or payments; her mother is a client of the school.
      const response = await as('owner').delete(`/students/${veronika}`);
      expect([response.status, response.body]).toEqual([200, { id: veronika }]);
      expect((await as('owner').get(`/students/${veronika}`)).status).toBe(404);
      expect((await storedStudent(t.db, veronika))?.deleted_at).toEqual(expect.any(String));
      expect(await storedGroupIds(t.db, 'student', veronika)).toEqual([]);
      await purgePeopleAsDue(t, ids.schools.demo);
      expect(await storedStudent(t.db, veronika)).toBeUndefined();
      expect(await storedClientLinks(t.db, veronika)).toEqual([]);
      expect(await storedClient(t.db, veronikasMother)).toBeDefined();
    });

    it('keeps the money of a student with subscriptions and payments: the delete hides them, the purge anonymizes', async () => {
      const response = await as('owner').delete(`/students/${viktoria}`);
      expect([response.status, response.body]).toEqual([200, { id: viktoria }]);
      await purgePeopleAsDue(t, ids.schools.demo);
      expect(await storedStudent(t.db, viktoria)).toMatchObject({ name: PURGED_STUDENT_NAME, email: null });
      const passes = await t.db
        .selectFrom('subscriptions')
        .select('id')
        .where('student_id', '=', viktoria)
        .execute();
      expect(passes).toHaveLength(1);
    });

    it('answers 404 for another school’s student, which stays', async () => {
      const response = await as('owner').delete(`/students/${foreign.studentId}`);
      expect(response.status).toBe(404);
      expect(await storedStudent(t.db, foreign.studentId)).toBeDefined();
    });
  });
});
