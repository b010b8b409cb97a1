import { expect } from 'vitest';
import {
  apiPath,
  CLIENT_PLACEHOLDER_NAME,
  clientCreateSchema,
  clientUpdateSchema,
  serverErrors,
} from '@/contract';
import type { ApiClient } from '../api-client';
import { createdId, expectAnswer, expectError, validationMessage } from '../expectations';
import { GRACIA_ID, graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  anInstant,
  byName,
  graciaClients,
  graciaGroups,
  graciaStudents,
  groupRef,
  newestFirst,
} from './people-seed-data';
import { loginAs } from './sign-in';

const listClients = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('clientsWhere'), filter);
const createClient = (api: ApiClient, body: unknown) => api.request('POST', apiPath('clientCreate'), body);
const updateClient = (api: ApiClient, id: number, body: unknown) =>
  api.request('PATCH', apiPath('clientUpdate', { id }), body);

const parents = groupRef('Родители младших групп');
const adults = groupRef('Взрослые ученики');
const studentRef = (name: string, relation: string, is_payer: boolean) => ({
  id: byName(graciaStudents, name).id,
  name,
  relation,
  is_payer,
});
/** The first demo client: the one the cases edit and delete. */
const firstSeeded = byName(graciaClients, 'Петров Даниил Ильдарович');

export const clientCases: ContractCases = {
  'the owner and managers list the demo clients newest first, with their students': async (api) => {
    for (const user of [graciaOwner, seededUserWithRole('manager')]) {
      await loginAs(api, user);
      expectAnswer(await listClients(api), 200, newestFirst(graciaClients));
      expectAnswer(await listClients(api, { school_id: GRACIA_ID }), 200, newestFirst(graciaClients));
    }
    // The first demo client, as the seed rules give it on 2026-03-02.
    const firstClient = {
      id: firstSeeded.id,
      name: 'Петров Даниил Ильдарович',
      phone: '+7 (977) 184-53-19',
      birthdate: '1975-03-06',
      age: 50,
      contact: 'Звонок после 18:00',
      email: null,
      created_at: '2026-03-02T09:00:00.000Z',
      school_id: GRACIA_ID,
      group_id: parents.id,
      groups: [parents],
      students: [
        studentRef('Петрова Виктория', 'Папа', true),
        studentRef('Сафина Вероника', 'Дедушка', false),
        studentRef('Петрова Алсу', 'Папа', true),
      ],
    };
    expect(firstSeeded).toEqual(firstClient);
    expectAnswer(await api.request('GET', apiPath('client', { id: firstSeeded.id })), 200, firstClient);
    await loginAs(api, salsaOwner);
    expectAnswer(await listClients(api), 200, []);
  },

  'a blank client gets the placeholder name and goes first in the list': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const blank = {
      name: CLIENT_PLACEHOLDER_NAME,
      phone: '',
      birthdate: null,
      age: null,
      contact: '',
      email: null,
      created_at: anInstant,
      school_id: GRACIA_ID,
      group_id: null,
      groups: [],
      students: [],
    };
    const created = await createClient(api, {});
    expectAnswer(created, 201, { id: expect.any(Number), ...blank });
    expectAnswer(await listClients(api), 200, [
      { id: createdId(created), ...blank },
      ...newestFirst(graciaClients),
    ]);
  },

  'a client is stored as sent, with a masked phone, groups and an age': async (api) => {
    await loginAs(api, graciaOwner);

    const client = {
      id: expect.any(Number),
      name: 'Хасанова Гульшат Ильдаровна',
      phone: '+7 (917) 555-20-30',
      birthdate: '1986-03-03',
      age: 39,
      contact: 'WhatsApp',
      email: null,
      created_at: anInstant,
      school_id: GRACIA_ID,
      group_id: adults.id,
      groups: [adults],
      students: [],
    };
    const body = {
      name: 'Хасанова Гульшат Ильдаровна ',
      phone: '+79175552030',
      birthdate: '1986-03-03',
      contact: 'WhatsApp',
      email: null,
      group_id: String(adults.id),
      school_id: String(GRACIA_ID),
    };
    const created = await createClient(api, body);
    expectAnswer(created, 201, client);
    const id = createdId(created);
    expectAnswer(await api.request('GET', apiPath('client', { id })), 200, { ...client, id });

    const updated = {
      ...client,
      id,
      name: 'Хасанова Гульшат',
      phone: '',
      group_id: parents.id,
      groups: [parents, adults],
    };
    expectAnswer(
      await updateClient(api, id, { name: 'Хасанова Гульшат', phone: '', groups: [adults.id, parents.id] }),
      200,
      updated,
    );
    expectAnswer(await updateClient(api, id, { birthdate: null, group_id: null }), 200, {
      ...updated,
      birthdate: null,
      age: null,
      group_id: null,
      groups: [],
    });
  },

  'client groups must be client groups of the school, named by one field': async (api) => {
    await loginAs(api, graciaOwner);

    const studentGroup = byName(graciaGroups, 'Хип-хоп 7–10 лет').id;
    const leadGroup = byName(graciaGroups, 'Пробное в субботу').id;
    const unknownGroup = Math.max(...graciaGroups.map((group) => group.id)) + 1000;
    const refused = [
      { body: { group_id: studentGroup }, message: serverErrors.groupTypeMismatch },
      { body: { groups: [parents.id, leadGroup] }, message: serverErrors.groupTypeMismatch },
      { body: { group_id: unknownGroup }, message: serverErrors.unknownGroup },
      { body: { group_id: parents.id, groups: [] }, message: serverErrors.groupFieldsTogether },
    ];
    for (const { body, message } of refused) {
      expectError(await createClient(api, body), 400, message);
      expectError(await updateClient(api, firstSeeded.id, body), 400, message);
    }
    expectAnswer(await listClients(api), 200, newestFirst(graciaClients));
  },

  'clients are checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalidNew = [
      { phone: '12345' },
      { birthdate: '1986-02-29' },
      { contact: ['WhatsApp'] },
      { groups: [1.5] },
    ];
    for (const body of invalidNew) {
      expectError(await createClient(api, body), 400, validationMessage(clientCreateSchema, body));
    }
    for (const body of [{ name: ' ' }, { phone: null }]) {
      expectError(
        await updateClient(api, firstSeeded.id, body),
        400,
        validationMessage(clientUpdateSchema, body),
      );
    }
    expectError(await updateClient(api, firstSeeded.id, {}), 400, serverErrors.nothingToUpdate);
    expectError(
      await createClient(api, { phone: '12345' }),
      400,
      'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00',
    );
  },

  'deleting a client removes their links; the students stay': async (api) => {
    await loginAs(api, graciaOwner);

    const { id } = firstSeeded;
    expectAnswer(await api.request('DELETE', apiPath('clientDelete', { id })), 200, { id });
    expectError(await api.request('GET', apiPath('client', { id })), 404, serverErrors.notFound);
    expectAnswer(
      await listClients(api),
      200,
      newestFirst(graciaClients).filter((client) => client.id !== id),
    );
    expectAnswer(
      await api.request('POST', apiPath('studentsAll'), {}),
      200,
      newestFirst(graciaStudents).map((student) => ({
        ...student,
        clients: (student.clients ?? []).filter((link) => link.id !== id),
      })),
    );
    expectError(await api.request('DELETE', apiPath('clientDelete', { id })), 404, serverErrors.notFound);
  },
};
