import { expect } from 'vitest';
import { apiPath, STUDENT_PLACEHOLDER_NAME, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  anInstant,
  clientLink,
  graciaClients,
  graciaStudents,
  newestFirst,
  seeded,
  studentAs,
} from './people-seed-data';
import { loginAs } from './sign-in';

const listStudents = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('studentsAll'), filter);
const createStudent = (api: ApiClient, body: unknown) => api.request('POST', apiPath('studentCreate'), body);
const readStudent = (api: ApiClient, id: number) => api.request('GET', apiPath('student', { id }));
const updateStudent = (api: ApiClient, id: number, body: unknown) =>
  api.request('PUT', apiPath('student', { id }), body);

export const studentCases: ContractCases = {
  'staff who read students get the demo students newest first, with the parts their role may read': async (
    api,
  ) => {
    for (const role of ['owner', 'manager', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      const as = (student: (typeof graciaStudents)[number]) => studentAs(role, student);
      expectAnswer(await listStudents(api), 200, newestFirst(graciaStudents).map(as));
      expectAnswer(await readStudent(api, 1), 200, as(seeded(graciaStudents, 1)));
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
      email: null,
      status_id: 5,
      status_name: 'Активный',
      school_id: 1,
      group_id: 4,
      groups: [{ id: 4, name: 'Jazz-funk 11–14 лет' }],
      clients: [clientLink(1, 'Папа', true), clientLink(4, 'Бабушка', false)],
      subscriptions: [
        {
          id: 1,
          sub_name: 'Абонемент 8 занятий',
          issued_at: '2026-02-11',
          expires_at: '2026-03-12',
          canceled_on: null,
          remaining_visits: 5,
        },
      ],
    });
    await loginAs(api, salsaOwner);
    expectAnswer(await listStudents(api), 200, []);
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
      email: null,
      status_id: 5,
      status_name: 'Активный',
      school_id: 1,
      group_id: null,
      groups: [],
      clients: [],
      // A manager reads no money.
      subscriptions: null,
    };
    expectAnswer(await createStudent(api, {}), 201, blank);
    expectAnswer(await listStudents(api), 200, [
      blank,
      ...newestFirst(graciaStudents).map((student) => studentAs('manager', student)),
    ]);
  },

  'a student is stored with groups, client links and an age counted on today': async (api) => {
    await loginAs(api, graciaOwner);

    const answer = await createStudent(api, {
      name: ' Сафина Алия ',
      birthdate: '2016-03-02',
      skill_level: 'middle',
      contact: 'Мама в Telegram',
      email: null,
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
      email: null,
      status_id: 6,
      status_name: 'Архивный',
      school_id: 1,
      group_id: 3,
      groups: [
        { id: 3, name: 'Хип-хоп 7–10 лет' },
        { id: 7, name: 'Стретчинг утро' },
      ],
      clients: [clientLink(1, '', false), clientLink(11, 'Мама', true)],
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

  'a deleted student is gone from every list; their clients stay; one with money deletes alike': async (
    api,
  ) => {
    await loginAs(api, graciaOwner);

    // Student 3 has no subscriptions or payments; student 1 has both, and is hidden the same way — their money
    // stays (docs/deletion.md, docs/money.md).
    expectAnswer(await api.request('DELETE', apiPath('student', { id: 3 })), 200, { id: 3 });
    expectError(await readStudent(api, 3), 404, serverErrors.notFound);
    expectAnswer(
      await listStudents(api),
      200,
      newestFirst(graciaStudents).filter((student) => student.id !== 3),
    );
    const clientThree = seeded(graciaClients, 3);
    expectAnswer(await api.request('GET', apiPath('client', { id: 3 })), 200, {
      ...clientThree,
      students: clientThree.students.filter((link) => link.id !== 3),
    });
    expectError(await api.request('DELETE', apiPath('student', { id: 3 })), 404, serverErrors.notFound);
    expectAnswer(await api.request('DELETE', apiPath('student', { id: 1 })), 200, { id: 1 });
    expectError(await readStudent(api, 1), 404, serverErrors.notFound);
  },
};
