import { beforeAll, describe, expect, it } from 'vitest';
import { demoStudents, serverErrors } from '../../../src/contract/index.ts';
import { type DemoIds, demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { SEED_NOW } from './support/demo-people.ts';
import { useSignedIn } from './support/people-session.ts';

type FirstStudentIds = { student: number; father: number; grandmother: number; pass: number };

/** The first demo student, Петрова Виктория, as the API answers her. */
const firstStudent = (ids: DemoIds, own: FirstStudentIds) => ({
  id: own.student,
  name: 'Петрова Виктория',
  birthdate: '2017-04-22',
  age: 8,
  created_at: SEED_NOW,
  skill_level: 'beginner',
  contact: 'через родителей',
  email: null,
  status_id: ids.statuses.active,
  status_name: 'Активный',
  school_id: ids.schools.demo,
  group_id: ids.groups.jazzFunk,
  groups: [ids.groupRef('jazzFunk')],
  clients: [
    {
      id: own.father,
      client_name: 'Петров Даниил Ильдарович',
      phone: '+7 (977) 184-53-19',
      contact: 'Звонок после 18:00',
      relation: 'Папа',
      is_payer: true,
    },
    {
      id: own.grandmother,
      client_name: 'Соколова Эвелина Игоревна',
      phone: '+7 (916) 369-89-89',
      contact: 'ВКонтакте',
      relation: 'Бабушка',
      is_payer: false,
    },
  ],
  subscriptions: [
    {
      id: own.pass,
      sub_name: 'Абонемент 8 занятий',
      issued_at: '2026-02-11',
      expires_at: '2026-03-12',
      canceled_on: null,
      remaining_visits: 5,
    },
  ],
});

describe.each(testDialects())('students: reading on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'teacher', 'accountant', 'otherOwner']);
  const ids = useDemoIds(t);
  let foreign: { studentId: number; clientId: number };
  let own: FirstStudentIds;

  beforeAll(async () => {
    const viktoria = await demoPersonId(t.db, 'students', 'Петрова Виктория');
    const pass = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('student_id', '=', viktoria)
      .where('sub_name', '=', 'Абонемент 8 занятий')
      .executeTakeFirstOrThrow();
    own = {
      student: viktoria,
      father: await demoPersonId(t.db, 'clients', 'Петров Даниил Ильдарович'),
      grandmother: await demoPersonId(t.db, 'clients', 'Соколова Эвелина Игоревна'),
      pass: pass.id,
    };
    const client = await as('otherOwner').post('/clients/create', { name: 'Клиент другой школы' });
    const student = await as('otherOwner').post('/students/registration', { name: 'Ученик другой школы' });
    foreign = { studentId: student.body.id, clientId: client.body.id };
  });

  describe('POST /students/getAllStudInfo', () => {
    it('answers the students newest first, each with groups, clients and passes', async () => {
      const response = await as('owner').post('/students/getAllStudInfo', {
        school_id: String(ids.schools.demo),
      });
      expect(response.status).toBe(200);
      const names = response.body.map((student: { name: string }) => student.name);
      expect(names).toEqual(demoStudents.map((student) => student.name).reverse());
      const studentIds = response.body.map((student: { id: number }) => student.id);
      expect(studentIds).toEqual([...studentIds].sort((a, b) => b - a));
      expect(response.body.at(-1)).toEqual(firstStudent(ids, own));
    });

    it('is read by the front desk and teachers; the accountant and another school id get 403', async () => {
      for (const who of ['receptionist', 'teacher', 'manager'] as const) {
        const response = await as(who).post('/students/getAllStudInfo');
        expect(response.body, who).toHaveLength(demoStudents.length);
      }
      const accountant = await as('accountant').post('/students/getAllStudInfo', {});
      expect([accountant.status, accountant.body]).toEqual([403, { message: serverErrors.forbidden }]);
      const foreignFilter = await as('owner').post('/students/getAllStudInfo', {
        school_id: ids.schools.other,
      });
      expect([foreignFilter.status, foreignFilter.body]).toEqual([
        403,
        { message: serverErrors.otherSchool },
      ]);
    });

    it('lists passes newest issued first', async () => {
      for (const [sub_name, issued_at] of [
        ['Старый', '2026-01-05'],
        ['Новый', '2026-02-28'],
      ] as const) {
        await t.db
          .insertInto('subscriptions')
          .values({
            school_id: ids.schools.demo,
            student_id: own.student,
            sub_name,
            issued_at,
            expires_at: null,
            visits: 4,
          })
          .execute();
      }
      const response = await as('owner').get(`/students/${own.student}`);
      expect(response.body.subscriptions.map((pass: { sub_name: string }) => pass.sub_name)).toEqual([
        'Новый',
        'Абонемент 8 занятий',
        'Старый',
      ]);
      await t.db.deleteFrom('subscriptions').where('sub_name', 'in', ['Старый', 'Новый']).execute();
    });
  });

  describe('GET /students/{id}', () => {
    it('answers one student of the school, with the parts the caller may read (student-fields.test.ts)', async () => {
      const response = await as('owner').get(`/students/${own.student}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(firstStudent(ids, own));
      // A teacher reads neither the passes (money) nor the parents (clients).
      const teacher = await as('teacher').get(`/students/${own.student}`);
      expect(teacher.body).toEqual({ ...firstStudent(ids, own), clients: null, subscriptions: null });
    });

    it('answers 404 for another school’s student and an unknown one, 400 for a malformed id', async () => {
      for (const id of [foreign.studentId, 999_999]) {
        expect((await as('owner').get(`/students/${id}`)).body).toEqual({ message: serverErrors.notFound });
      }
      expect((await as('owner').get('/students/первый')).body).toEqual({ message: serverErrors.invalidId });
    });
  });
});
