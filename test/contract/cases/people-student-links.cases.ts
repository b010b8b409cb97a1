import { expect } from 'vitest';
import { apiPath, serverErrors, studentCreateSchema, studentUpdateSchema } from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  byName,
  clientLink,
  graciaClients,
  graciaGroups,
  graciaStatuses,
  graciaStudents,
  groupRef,
  inIdOrder,
  newestFirst,
  salsaStatuses,
} from './people-seed-data';
import { loginAs } from './sign-in';

const listStudents = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('studentsAll'), filter);
const createStudent = (api: ApiClient, body: unknown) => api.request('POST', apiPath('studentCreate'), body);
const updateStudent = (api: ApiClient, id: number, body: unknown) =>
  api.request('PUT', apiPath('student', { id }), body);

export const studentLinkCases: ContractCases = {
  'clients in an update replace the links; an update without them keeps the links': async (api) => {
    await loginAs(api, graciaOwner);

    const student = byName(graciaStudents, 'Петрова Виктория');
    const father = byName(graciaClients, 'Петров Даниил Ильдарович');
    const aunt = byName(graciaClients, 'Сафин Роман Ринатович');
    const relinked = { ...student, clients: [clientLink(aunt.name, 'Тётя', false)] };
    expectAnswer(
      await updateStudent(api, student.id, { clients: [{ id: aunt.id, relation: 'Тётя' }] }),
      200,
      relinked,
    );
    expectAnswer(
      await updateStudent(api, student.id, { contact: 'Папа: вечером', skill_level: 'pro' }),
      200,
      {
        ...relinked,
        contact: 'Папа: вечером',
        email: null,
        skill_level: 'pro',
      },
    );

    // The father no longer lists her; the aunt does.
    expect(father.students.map(({ id }) => id)).toContain(student.id);
    expectAnswer(await api.request('GET', apiPath('client', { id: father.id })), 200, {
      ...father,
      students: father.students.filter((link) => link.id !== student.id),
    });
    expectAnswer(await api.request('GET', apiPath('client', { id: aunt.id })), 200, {
      ...aunt,
      students: inIdOrder([
        { id: student.id, name: student.name, relation: 'Тётя', is_payer: false },
        ...aunt.students,
      ]),
    });

    expectAnswer(await updateStudent(api, student.id, { clients: [] }), 200, {
      ...student,
      contact: 'Папа: вечером',
      email: null,
      skill_level: 'pro',
      clients: [],
    });
  },

  'group_id moves a student to one group; groups replaces the set': async (api) => {
    await loginAs(api, graciaOwner);

    const student = byName(graciaStudents, 'Соколова Елизавета');
    const jazzFunk = groupRef('Jazz-funk 11–14 лет');
    const stretching = groupRef('Стретчинг утро');
    const contemporary = groupRef('Contemporary 16+');
    expect(student.groups).toEqual(inIdOrder([jazzFunk, stretching]));
    expectAnswer(await updateStudent(api, student.id, { group_id: contemporary.id }), 200, {
      ...student,
      group_id: contemporary.id,
      groups: [contemporary],
    });
    expectAnswer(
      await updateStudent(api, student.id, { groups: [stretching.id, jazzFunk.id] }),
      200,
      student,
    );
    expectAnswer(await updateStudent(api, student.id, { group_id: null }), 200, {
      ...student,
      group_id: null,
      groups: [],
    });
  },

  'references must be the school’s own and of the right kind': async (api) => {
    await loginAs(api, salsaOwner);
    const otherSchoolClient = await api.request('POST', apiPath('clientCreate'), { name: 'Гомес Мария' });
    expect(otherSchoolClient.status).toBe(201);
    await loginAs(api, graciaOwner);

    const leadStatus = byName(graciaStatuses, 'Новый').id;
    const otherSchoolStatus = byName(salsaStatuses, 'Активный').id;
    const leadGroup = byName(graciaGroups, 'Пробное в субботу').id;
    const hipHop = byName(graciaGroups, 'Хип-хоп 7–10 лет').id;
    const unknownGroup = Math.max(...graciaGroups.map(({ id }) => id)) + 1000;
    const unknownClient = Math.max(...graciaClients.map(({ id }) => id), createdId(otherSchoolClient)) + 1000;
    const mother = byName(graciaClients, 'Петрова Эвелина Ильдаровна').id;
    const refused = [
      { body: { status_id: leadStatus }, message: serverErrors.statusTypeMismatch },
      { body: { status_id: otherSchoolStatus }, message: serverErrors.unknownStatus },
      { body: { group_id: leadGroup }, message: serverErrors.groupTypeMismatch },
      { body: { groups: [hipHop, unknownGroup] }, message: serverErrors.unknownGroup },
      { body: { group_id: hipHop, groups: [hipHop] }, message: serverErrors.groupFieldsTogether },
      { body: { clients: [{ id: unknownClient }] }, message: serverErrors.unknownClient },
      {
        body: { clients: [{ id: mother }, { id: createdId(otherSchoolClient) }] },
        message: serverErrors.unknownClient,
      },
    ];
    const { id } = byName(graciaStudents, 'Петров Даниил');
    for (const { body, message } of refused) {
      expectError(await createStudent(api, body), 400, message);
      expectError(await updateStudent(api, id, body), 400, message);
    }
    expectAnswer(await listStudents(api), 200, newestFirst(graciaStudents));
  },

  'students are checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const parent = byName(graciaClients, 'Петров Даниил Ильдарович').id;
    const invalidNew = [
      { skill_level: 'expert' },
      { birthdate: '2016-02-30' },
      { contact: 5 },
      { clients: { id: parent } },
      { clients: [{ id: 'first' }] },
      { clients: [{ id: parent, is_payer: 'да' }] },
      { clients: [{ id: parent, relation: 'П'.repeat(61) }] },
      { groups: [0] },
    ];
    for (const body of invalidNew) {
      expectError(await createStudent(api, body), 400, validationMessage(studentCreateSchema, body));
    }
    const { id } = byName(graciaStudents, 'Петрова Виктория');
    for (const body of [{ name: '' }, { skill_level: null }]) {
      expectError(await updateStudent(api, id, body), 400, validationMessage(studentUpdateSchema, body));
    }
    expectError(await updateStudent(api, id, {}), 400, serverErrors.nothingToUpdate);
    expectError(
      await createStudent(api, { skill_level: 'expert' }),
      400,
      'Уровень: beginner, middle или pro',
    );
  },
};
