import { expect } from 'vitest';
import {
  apiPath,
  STUDENT_PLACEHOLDER_NAME,
  serverErrors,
  studentCreateSchema,
  studentUpdateSchema,
} from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { graciaClients, graciaStudents, newestFirst, seeded } from './people-seed-data';
import { loginAs } from './sign-in';

const listStudents = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('studentsAll'), filter);
const createStudent = (api: ApiClient, body: unknown) => api.request('POST', apiPath('studentCreate'), body);
const readStudent = (api: ApiClient, id: number) => api.request('GET', apiPath('student', { id }));
const updateStudent = (api: ApiClient, id: number, body: unknown) =>
  api.request('PUT', apiPath('student', { id }), body);

const anInstant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);

/** What a client link looks like inside a student, from the seeded client. */
function linkTo(clientId: number, relation: string, is_payer: boolean) {
  const { id, name: client_name, phone, contact } = seeded(graciaClients, clientId);
  return { id, client_name, phone, contact, relation, is_payer };
}

export const studentCases: ContractCases = {
  'staff who read students get the demo students newest first, with groups, clients and passes': async (
    api,
  ) => {
    for (const role of ['owner', 'manager', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await listStudents(api), 200, { data: newestFirst(graciaStudents) });
      expectAnswer(await readStudent(api, 1), 200, seeded(graciaStudents, 1));
    }
    expect(graciaStudents).toHaveLength(32);
    // The first demo student, as the seed rules give it on 2026-03-02.
    expect(seeded(graciaStudents, 1)).toEqual({
      id: 1,
      name: 'Петрова Виктория',
      birthdate: '2017-04-22',
      age: 8,
      created_at: '2026-03-02T09:00:00.000Z',
      skill_level: 'beginner',
      contact: 'через родителей',
      status_id: 5,
      status_name: 'Активный',
      school_id: 1,
      group_id: 4,
      groups: [{ id: 4, name: 'Jazz-funk 11–14 лет' }],
      clients: [linkTo(1, 'Папа', true), linkTo(4, 'Бабушка', false)],
      subscriptions: [
        {
          id: 1,
          sub_name: 'Абонемент 8 занятий',
          issued_at: '2026-02-11',
          expires_at: '2026-03-13',
          remaining_visits: 5,
        },
      ],
    });
    await loginAs(api, salsaOwner);
    expectAnswer(await listStudents(api), 200, { data: [] });
  },

  'a blank student gets the placeholder name, beginner level and the first student status': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const blank = {
      id: 33,
      name: STUDENT_PLACEHOLDER_NAME,
      birthdate: null,
      age: null,
      created_at: anInstant,
      skill_level: 'beginner',
      contact: '',
      status_id: 5,
      status_name: 'Активный',
      school_id: 1,
      group_id: null,
      groups: [],
      clients: [],
      subscriptions: [],
    };
    expectAnswer(await createStudent(api, {}), 201, blank);
    expectAnswer(await listStudents(api), 200, { data: [blank, ...newestFirst(graciaStudents)] });
  },

  'a student is stored with groups, client links and an age counted on today': async (api) => {
    await loginAs(api, graciaOwner);

    const answer = await createStudent(api, {
      name: ' Сафина Алия ',
      birthdate: '2016-03-02',
      skill_level: 'middle',
      contact: 'Мама в Telegram',
      status_id: '6',
      groups: [7, 3],
      clients: [{ id: 11, relation: 'Мама', is_payer: true }, { id: '1' }],
      school_id: 1,
    });
    const student = {
      id: 33,
      name: 'Сафина Алия',
      birthdate: '2016-03-02',
      age: 10,
      created_at: anInstant,
      skill_level: 'middle',
      contact: 'Мама в Telegram',
      status_id: 6,
      status_name: 'Архивный',
      school_id: 1,
      group_id: 3,
      groups: [
        { id: 3, name: 'Хип-хоп 7–10 лет' },
        { id: 7, name: 'Стретчинг утро' },
      ],
      clients: [linkTo(1, '', false), linkTo(11, 'Мама', true)],
      subscriptions: [],
    };
    expectAnswer(answer, 201, student);
    expectAnswer(await readStudent(api, 33), 200, student);

    // One day short of a birthday is one year less.
    expectAnswer(await updateStudent(api, 33, { birthdate: '2016-03-03' }), 200, {
      ...student,
      birthdate: '2016-03-03',
      age: 9,
    });
  },

  'clients in an update replace the links; an update without them keeps the links': async (api) => {
    await loginAs(api, graciaOwner);

    const student = seeded(graciaStudents, 1);
    const relinked = { ...student, clients: [linkTo(5, 'Тётя', false)] };
    expectAnswer(await updateStudent(api, 1, { clients: [{ id: 5, relation: 'Тётя' }] }), 200, relinked);
    expectAnswer(await updateStudent(api, 1, { contact: 'Папа: вечером', skill_level: 'pro' }), 200, {
      ...relinked,
      contact: 'Папа: вечером',
      skill_level: 'pro',
    });

    // Client 1 no longer lists student 1; client 5 does.
    const clientOne = seeded(graciaClients, 1);
    expectAnswer(await api.request('GET', apiPath('client', { id: 1 })), 200, {
      ...clientOne,
      students: clientOne.students.filter((link) => link.id !== 1),
    });
    const clientFive = seeded(graciaClients, 5);
    expectAnswer(await api.request('GET', apiPath('client', { id: 5 })), 200, {
      ...clientFive,
      students: [{ id: 1, name: student.name, relation: 'Тётя', is_payer: false }, ...clientFive.students],
    });

    expectAnswer(await updateStudent(api, 1, { clients: [] }), 200, {
      ...student,
      contact: 'Папа: вечером',
      skill_level: 'pro',
      clients: [],
    });
  },

  'group_id moves a student to one group; groups replaces the set': async (api) => {
    await loginAs(api, graciaOwner);

    const student = seeded(graciaStudents, 4);
    expect(student.groups).toEqual([
      { id: 4, name: 'Jazz-funk 11–14 лет' },
      { id: 7, name: 'Стретчинг утро' },
    ]);
    expectAnswer(await updateStudent(api, 4, { group_id: 5 }), 200, {
      ...student,
      group_id: 5,
      groups: [{ id: 5, name: 'Contemporary 16+' }],
    });
    expectAnswer(await updateStudent(api, 4, { groups: [7, 4] }), 200, student);
    expectAnswer(await updateStudent(api, 4, { group_id: null }), 200, {
      ...student,
      group_id: null,
      groups: [],
    });
  },

  'references must be the school’s own and of the right kind': async (api) => {
    await loginAs(api, salsaOwner);
    expect((await api.request('POST', apiPath('clientCreate'), { name: 'Гомес Мария' })).status).toBe(201);
    await loginAs(api, graciaOwner);

    const refused = [
      { body: { status_id: 1 }, message: serverErrors.statusTypeMismatch },
      { body: { status_id: 11 }, message: serverErrors.unknownStatus },
      { body: { group_id: 1 }, message: serverErrors.groupTypeMismatch },
      { body: { groups: [3, 999] }, message: serverErrors.unknownGroup },
      { body: { group_id: 3, groups: [3] }, message: serverErrors.groupFieldsTogether },
      { body: { clients: [{ id: 999 }] }, message: serverErrors.unknownClient },
      { body: { clients: [{ id: 2 }, { id: 17 }] }, message: serverErrors.unknownClient },
    ];
    for (const { body, message } of refused) {
      expectError(await createStudent(api, body), 400, message);
      expectError(await updateStudent(api, 2, body), 400, message);
    }
    expectAnswer(await listStudents(api), 200, { data: newestFirst(graciaStudents) });
  },

  'students are checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalidNew = [
      { skill_level: 'expert' },
      { birthdate: '2016-02-30' },
      { contact: 5 },
      { clients: { id: 1 } },
      { clients: [{ id: 'first' }] },
      { clients: [{ id: 1, is_payer: 'да' }] },
      { clients: [{ id: 1, relation: 'П'.repeat(61) }] },
      { groups: [0] },
    ];
    for (const body of invalidNew) {
      expectError(await createStudent(api, body), 400, validationMessage(studentCreateSchema, body));
    }
    for (const body of [{}, { name: '' }, { skill_level: null }]) {
      expectError(await updateStudent(api, 1, body), 400, validationMessage(studentUpdateSchema, body));
    }
    expectError(
      await createStudent(api, { skill_level: 'expert' }),
      400,
      'Уровень: beginner, middle или pro',
    );
  },

  'a deleted student is gone with their links; their clients stay': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('DELETE', apiPath('student', { id: 1 })), 200, { id: 1 });
    expectError(await readStudent(api, 1), 404, serverErrors.notFound);
    expectAnswer(await listStudents(api), 200, { data: newestFirst(graciaStudents).slice(0, -1) });
    const clientFour = seeded(graciaClients, 4);
    expectAnswer(await api.request('GET', apiPath('client', { id: 4 })), 200, {
      ...clientFour,
      students: clientFour.students.filter((link) => link.id !== 1),
    });
    expectError(await api.request('DELETE', apiPath('student', { id: 1 })), 404, serverErrors.notFound);
  },
};
