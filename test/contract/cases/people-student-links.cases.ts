import { expect } from 'vitest';
import { apiPath, serverErrors, studentCreateSchema, studentUpdateSchema } from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner } from '../seed-data';
import type { ContractCases } from './contract-case';
import { clientLink, graciaClients, graciaStudents, newestFirst, seeded } from './people-seed-data';
import { loginAs } from './sign-in';

const listStudents = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('studentsAll'), filter);
const createStudent = (api: ApiClient, body: unknown) => api.request('POST', apiPath('studentCreate'), body);
const updateStudent = (api: ApiClient, id: number, body: unknown) =>
  api.request('PUT', apiPath('student', { id }), body);

export const studentLinkCases: ContractCases = {
  'clients in an update replace the links; an update without them keeps the links': async (api) => {
    await loginAs(api, graciaOwner);

    const student = seeded(graciaStudents, 1);
    const relinked = { ...student, clients: [clientLink('Сафин Роман Ринатович', 'Тётя', false)] };
    expectAnswer(await updateStudent(api, 1, { clients: [{ id: 5, relation: 'Тётя' }] }), 200, relinked);
    expectAnswer(await updateStudent(api, 1, { contact: 'Папа: вечером', skill_level: 'pro' }), 200, {
      ...relinked,
      contact: 'Папа: вечером',
      email: null,
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
      email: null,
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
    expectAnswer(await listStudents(api), 200, newestFirst(graciaStudents));
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
    for (const body of [{ name: '' }, { skill_level: null }]) {
      expectError(await updateStudent(api, 1, body), 400, validationMessage(studentUpdateSchema, body));
    }
    expectError(await updateStudent(api, 1, {}), 400, serverErrors.nothingToUpdate);
    expectError(
      await createStudent(api, { skill_level: 'expert' }),
      400,
      'Уровень: beginner, middle или pro',
    );
  },
};
