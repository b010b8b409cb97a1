import { expect } from 'vitest';
import { apiPath, STUDENT_PLACEHOLDER_NAME, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError } from '../expectations';
import { GRACIA_ID, graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  anInstant,
  byName,
  clientLink,
  graciaClients,
  graciaStatuses,
  graciaStudents,
  groupRef,
  inIdOrder,
  newestFirst,
  studentAs,
} from './people-seed-data';
import { loginAs } from './sign-in';

const listStudents = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('studentsAll'), filter);
const createStudent = (api: ApiClient, body: unknown) => api.request('POST', apiPath('studentCreate'), body);
const readStudent = (api: ApiClient, id: number) => api.request('GET', apiPath('student', { id }));
const updateStudent = (api: ApiClient, id: number, body: unknown) =>
  api.request('PUT', apiPath('student', { id }), body);

const active = byName(graciaStatuses, 'Активный');
const archived = byName(graciaStatuses, 'Архивный');
/** The first demo student: a pass, payments and two parents. */
const firstSeeded = byName(graciaStudents, 'Петрова Виктория');

export const studentCases: ContractCases = {
  'staff who read students get the demo students newest first, with the parts their role may read': async (
    api,
  ) => {
    for (const role of ['owner', 'manager', 'receptionist', 'teacher'] as const) {
      await loginAs(api, seededUserWithRole(role));
      const as = (student: (typeof graciaStudents)[number]) => studentAs(role, student);
      expectAnswer(await listStudents(api), 200, newestFirst(graciaStudents).map(as));
      expectAnswer(await readStudent(api, firstSeeded.id), 200, as(firstSeeded));
    }
    // The first demo student, as the seed rules give it on 2026-03-02.
    const jazzFunk = groupRef('Jazz-funk 11–14 лет');
    expect(firstSeeded).toEqual({
      id: firstSeeded.id,
      name: 'Петрова Виктория',
      birthdate: '2017-04-22',
      age: 8,
      created_at: '2026-03-02T09:00:00.000Z',
      skill_level: 'beginner',
      contact: 'через родителей',
      email: null,
      status_id: active.id,
      status_name: 'Активный',
      school_id: GRACIA_ID,
      group_id: jazzFunk.id,
      groups: [jazzFunk],
      clients: inIdOrder([
        clientLink('Петров Даниил Ильдарович', 'Папа', true),
        clientLink('Соколова Эвелина Игоревна', 'Бабушка', false),
      ]),
      subscriptions: [
        {
          id: expect.any(Number),
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
      name: STUDENT_PLACEHOLDER_NAME,
      birthdate: null,
      age: null,
      created_at: anInstant,
      skill_level: 'beginner',
      contact: '',
      email: null,
      status_id: active.id,
      status_name: 'Активный',
      school_id: GRACIA_ID,
      group_id: null,
      groups: [],
      clients: [],
      // A manager reads no money.
      subscriptions: null,
    };
    const created = await createStudent(api, {});
    expectAnswer(created, 201, { id: expect.any(Number), ...blank });
    expectAnswer(await listStudents(api), 200, [
      { id: createdId(created), ...blank },
      ...newestFirst(graciaStudents).map((student) => studentAs('manager', student)),
    ]);
  },

  'a student is stored with groups, client links and an age counted on today': async (api) => {
    await loginAs(api, graciaOwner);

    const stretching = groupRef('Стретчинг утро');
    const hipHop = groupRef('Хип-хоп 7–10 лет');
    const mother = byName(graciaClients, 'Сафина Лейла Ринатовна');
    const other = byName(graciaClients, 'Петров Даниил Ильдарович');
    const answer = await createStudent(api, {
      name: ' Сафина Алия ',
      birthdate: '2016-03-02',
      skill_level: 'middle',
      contact: 'Мама в Telegram',
      email: null,
      status_id: String(archived.id),
      groups: [stretching.id, hipHop.id],
      clients: [{ id: mother.id, relation: 'Мама', is_payer: true }, { id: String(other.id) }],
      school_id: GRACIA_ID,
    });
    const groups = inIdOrder([hipHop, stretching]);
    const student = {
      id: expect.any(Number),
      name: 'Сафина Алия',
      birthdate: '2016-03-02',
      age: 10,
      created_at: anInstant,
      skill_level: 'middle',
      contact: 'Мама в Telegram',
      email: null,
      status_id: archived.id,
      status_name: 'Архивный',
      school_id: GRACIA_ID,
      group_id: groups[0]?.id,
      groups,
      clients: inIdOrder([clientLink(other.name, '', false), clientLink(mother.name, 'Мама', true)]),
      subscriptions: [],
    };
    expectAnswer(answer, 201, student);
    const id = createdId(answer);
    expectAnswer(await readStudent(api, id), 200, { ...student, id });

    // One day short of a birthday is one year less.
    expectAnswer(await updateStudent(api, id, { birthdate: '2016-03-03' }), 200, {
      ...student,
      id,
      birthdate: '2016-03-03',
      age: 9,
    });
  },

  'a deleted student is gone from every list; their clients stay; one with money deletes alike': async (
    api,
  ) => {
    await loginAs(api, graciaOwner);

    // Вероника has no subscriptions or payments; the first demo student has both, and is hidden the same way —
    // their money stays (docs/deletion.md, docs/money.md).
    const { id } = byName(graciaStudents, 'Морозова Вероника');
    expect(byName(graciaStudents, 'Морозова Вероника').subscriptions).toEqual([]);
    expectAnswer(await api.request('DELETE', apiPath('student', { id })), 200, { id });
    expectError(await readStudent(api, id), 404, serverErrors.notFound);
    expectAnswer(
      await listStudents(api),
      200,
      newestFirst(graciaStudents).filter((student) => student.id !== id),
    );
    const mother = byName(graciaClients, 'Морозова Ева Сергеевна');
    expectAnswer(await api.request('GET', apiPath('client', { id: mother.id })), 200, {
      ...mother,
      students: mother.students.filter((link) => link.id !== id),
    });
    expectError(await api.request('DELETE', apiPath('student', { id })), 404, serverErrors.notFound);
    expectAnswer(await api.request('DELETE', apiPath('student', { id: firstSeeded.id })), 200, {
      id: firstSeeded.id,
    });
    expectError(await readStudent(api, firstSeeded.id), 404, serverErrors.notFound);
  },
};
