import { expect } from 'vitest';
import {
  apiPath,
  CLIENT_PLACEHOLDER_NAME,
  clientCreateSchema,
  clientUpdateSchema,
  serverErrors,
} from '@/contract';
import type { ApiClient } from '../api-client';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { anInstant, graciaClients, graciaStudents, newestFirst, seeded } from './people-seed-data';
import { loginAs } from './sign-in';

const listClients = (api: ApiClient, filter: unknown = {}) =>
  api.request('POST', apiPath('clientsWhere'), filter);
const createClient = (api: ApiClient, body: unknown) => api.request('POST', apiPath('clientCreate'), body);
const updateClient = (api: ApiClient, id: number, body: unknown) =>
  api.request('PATCH', apiPath('clientUpdate', { id }), body);

const parents = { id: 8, name: 'Родители младших групп' };
const adults = { id: 9, name: 'Взрослые ученики' };

export const clientCases: ContractCases = {
  'the owner and managers list the demo clients newest first, with their students': async (api) => {
    for (const user of [graciaOwner, seededUserWithRole('manager')]) {
      await loginAs(api, user);
      expectAnswer(await listClients(api), 200, newestFirst(graciaClients));
      expectAnswer(await listClients(api, { school_id: 1 }), 200, newestFirst(graciaClients));
    }
    expect(graciaClients).toHaveLength(16);
    // The first demo client, as the seed rules give it on 2026-03-02.
    const firstClient = {
      id: 1,
      name: 'Петров Даниил Ильдарович',
      phone: '+7 (977) 184-53-19',
      birthdate: '1975-03-06',
      age: 50,
      contact: 'Звонок после 18:00',
      email: null,
      created_at: '2026-03-02T09:00:00.000Z',
      school_id: 1,
      group_id: 8,
      groups: [parents],
      students: [
        { id: 1, name: 'Петрова Виктория', relation: 'Папа', is_payer: true },
        { id: 11, name: 'Сафина Вероника', relation: 'Дедушка', is_payer: false },
        { id: 14, name: 'Петрова Алсу', relation: 'Папа', is_payer: true },
      ],
    };
    expect(seeded(graciaClients, 1)).toEqual(firstClient);
    expectAnswer(await api.request('GET', apiPath('client', { id: 1 })), 200, firstClient);
    await loginAs(api, salsaOwner);
    expectAnswer(await listClients(api), 200, []);
  },

  'a blank client gets the placeholder name and goes first in the list': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const blank = {
      id: 17,
      name: CLIENT_PLACEHOLDER_NAME,
      phone: '',
      birthdate: null,
      age: null,
      contact: '',
      email: null,
      created_at: anInstant,
      school_id: 1,
      group_id: null,
      groups: [],
      students: [],
    };
    expectAnswer(await createClient(api, {}), 201, blank);
    expectAnswer(await listClients(api), 200, [blank, ...newestFirst(graciaClients)]);
  },

  'a client is stored as sent, with a masked phone, groups and an age': async (api) => {
    await loginAs(api, graciaOwner);

    const client = {
      id: 17,
      name: 'Хасанова Гульшат Ильдаровна',
      phone: '+7 (917) 555-20-30',
      birthdate: '1986-03-03',
      age: 39,
      contact: 'WhatsApp',
      email: null,
      created_at: anInstant,
      school_id: 1,
      group_id: 9,
      groups: [adults],
      students: [],
    };
    const body = {
      name: 'Хасанова Гульшат Ильдаровна ',
      phone: '+79175552030',
      birthdate: '1986-03-03',
      contact: 'WhatsApp',
      email: null,
      group_id: '9',
      school_id: '1',
    };
    expectAnswer(await createClient(api, body), 201, client);
    expectAnswer(await api.request('GET', apiPath('client', { id: 17 })), 200, client);

    const updated = {
      ...client,
      name: 'Хасанова Гульшат',
      phone: '',
      group_id: 8,
      groups: [parents, adults],
    };
    expectAnswer(
      await updateClient(api, 17, { name: 'Хасанова Гульшат', phone: '', groups: [9, 8] }),
      200,
      updated,
    );
    expectAnswer(await updateClient(api, 17, { birthdate: null, group_id: null }), 200, {
      ...updated,
      birthdate: null,
      age: null,
      group_id: null,
      groups: [],
    });
  },

  'client groups must be client groups of the school, named by one field': async (api) => {
    await loginAs(api, graciaOwner);

    const refused = [
      { body: { group_id: 3 }, message: serverErrors.groupTypeMismatch },
      { body: { groups: [8, 1] }, message: serverErrors.groupTypeMismatch },
      { body: { group_id: 99 }, message: serverErrors.unknownGroup },
      { body: { group_id: 8, groups: [] }, message: serverErrors.groupFieldsTogether },
    ];
    for (const { body, message } of refused) {
      expectError(await createClient(api, body), 400, message);
      expectError(await updateClient(api, 1, body), 400, message);
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
      expectError(await updateClient(api, 1, body), 400, validationMessage(clientUpdateSchema, body));
    }
    expectError(await updateClient(api, 1, {}), 400, serverErrors.nothingToUpdate);
    expectError(
      await createClient(api, { phone: '12345' }),
      400,
      'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00',
    );
  },

  'deleting a client removes their links; the students stay': async (api) => {
    await loginAs(api, graciaOwner);

    expectAnswer(await api.request('DELETE', apiPath('clientDelete', { id: 1 })), 200, { id: 1 });
    expectError(await api.request('GET', apiPath('client', { id: 1 })), 404, serverErrors.notFound);
    expectAnswer(await listClients(api), 200, newestFirst(graciaClients).slice(0, -1));
    expectAnswer(
      await api.request('POST', apiPath('studentsAll'), {}),
      200,
      newestFirst(graciaStudents).map((student) => ({
        ...student,
        clients: (student.clients ?? []).filter((link) => link.id !== 1),
      })),
    );
    expectError(await api.request('DELETE', apiPath('clientDelete', { id: 1 })), 404, serverErrors.notFound);
  },
};
