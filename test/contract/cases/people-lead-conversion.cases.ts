import { expect } from 'vitest';
import { apiPath, leadConversionSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { CONTRACT_START } from '../contract-clock';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  anInstant,
  graciaClients,
  graciaLeads,
  graciaStudents,
  newestFirst,
  seeded,
} from './people-seed-data';
import { loginAs } from './sign-in';

const convert = (api: ApiClient, id: number, body: unknown) =>
  api.request('POST', apiPath('leadConvert', { id }), body);
const now = CONTRACT_START.toISOString();

const hipHop = { id: 3, name: 'Хип-хоп 7–10 лет' };

export const conversionCases: ContractCases = {
  'a lead becomes a student, and its parent a paying client linked to the student': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const answer = await convert(api, 5, {
      student: { name: 'Гарипов Тимур', birthdate: '2015-09-01', group_id: 3 },
      client: { name: 'Гарипов Айдар Рустемович', phone: '89935059525' },
      status_id: 4,
    });

    const lead = {
      ...seeded(graciaLeads, 5),
      converted_to_client_at: now,
      status_id: 4,
      status_name: 'Клиент',
    };
    const student = {
      id: 33,
      name: 'Гарипов Тимур',
      birthdate: '2015-09-01',
      age: 10,
      created_at: anInstant,
      skill_level: 'beginner',
      contact: '',
      email: null,
      status_id: 5,
      status_name: 'Активный',
      school_id: 1,
      group_id: 3,
      groups: [hipHop],
      clients: [
        {
          id: 17,
          client_name: 'Гарипов Айдар Рустемович',
          phone: '+7 (993) 505-95-25',
          contact: '',
          relation: 'Родитель',
          is_payer: true,
        },
      ],
      // The manager reads no money: passes are null to them.
      subscriptions: null,
    };
    const client = {
      id: 17,
      name: 'Гарипов Айдар Рустемович',
      phone: '+7 (993) 505-95-25',
      birthdate: null,
      age: null,
      contact: '',
      email: null,
      created_at: anInstant,
      school_id: 1,
      group_id: null,
      groups: [],
      students: [{ id: 33, name: 'Гарипов Тимур', relation: 'Родитель', is_payer: true }],
    };
    expectAnswer(answer, 200, { lead, student, client });

    expectAnswer(await api.request('GET', apiPath('student', { id: 33 })), 200, student);
    expectAnswer(await api.request('GET', apiPath('client', { id: 17 })), 200, client);
    const leads = await api.request('POST', apiPath('leadsWhere'), {});
    expectAnswer(
      leads,
      200,
      newestFirst(graciaLeads).map((row) => (row.id === 5 ? lead : row)),
    );
  },

  "the student takes the lead's name unless given one; without a parent there is no client": async (api) => {
    await loginAs(api, graciaOwner);

    const answer = await convert(api, 3, {
      student: { skill_level: 'middle' },
      client: { name: 'Петров Ильдар', relation: 'Папа', is_payer: false },
    });
    expect(answer.body).toMatchObject({
      student: { id: 33, name: 'Петрова Амира', skill_level: 'middle' },
      client: { id: 17, students: [{ id: 33, name: 'Петрова Амира', relation: 'Папа', is_payer: false }] },
    });

    const bare = await convert(api, 4, {});
    expectAnswer(bare, 200, {
      lead: { ...seeded(graciaLeads, 4), converted_to_client_at: now },
      student: {
        id: 34,
        name: 'Волкова Елизавета',
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
        subscriptions: [],
      },
      client: null,
    });
  },

  'a converted lead cannot be converted again': async (api) => {
    await loginAs(api, graciaOwner);

    expect((await convert(api, 26, {})).status).toBe(200);
    expectError(await convert(api, 26, {}), 409, serverErrors.leadAlreadyConverted);
    const students = await api.request('POST', apiPath('studentsAll'), {});
    expect(students.body as unknown[]).toHaveLength(33);
  },

  'a conversion with a wrong group or status writes nothing': async (api) => {
    await loginAs(api, graciaOwner);

    const parent = { name: 'Гарипов Айдар Рустемович' };
    const refused = [
      { body: { student: { group_id: 1 }, client: parent }, message: serverErrors.groupTypeMismatch },
      { body: { student: { group_id: 999 }, client: parent }, message: serverErrors.unknownGroup },
      { body: { client: parent, status_id: 5 }, message: serverErrors.statusTypeMismatch },
      { body: { client: parent, status_id: 7 }, message: serverErrors.unknownStatus },
    ];
    for (const { body, message } of refused) {
      expectError(await convert(api, 5, body), 400, message);
    }

    expectAnswer(await api.request('POST', apiPath('leadsWhere'), {}), 200, newestFirst(graciaLeads));
    expectAnswer(await api.request('POST', apiPath('studentsAll'), {}), 200, newestFirst(graciaStudents));
    expectAnswer(await api.request('POST', apiPath('clientsWhere'), {}), 200, newestFirst(graciaClients));
  },

  'a conversion is checked field by field': async (api) => {
    await loginAs(api, graciaOwner);

    const invalid = [
      { student: { skill_level: 'expert' } },
      { student: { birthdate: '2015-13-01' } },
      { student: { group_id: 'hip-hop' } },
      { client: { name: '' } },
      { client: { name: 'Гарипов Айдар', phone: '555' } },
      { client: { name: 'Гарипов Айдар', is_payer: 'да' } },
      { status_id: -4 },
    ];
    for (const body of invalid) {
      expectError(await convert(api, 5, body), 400, validationMessage(leadConversionSchema, body));
    }
    expectError(await convert(api, 5, { client: { name: ' ' } }), 400, 'Заполните поле «Имя родителя»');
  },
};
