import { expect } from 'vitest';
import { apiPath, leadConversionSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { CONTRACT_START } from '../contract-clock';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { GRACIA_ID, graciaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import {
  anInstant,
  byName,
  graciaClients,
  graciaGroups,
  graciaLeads,
  graciaStatuses,
  graciaStudents,
  newestFirst,
  salsaStatuses,
} from './people-seed-data';
import { loginAs } from './sign-in';

const convert = (api: ApiClient, id: number, body: unknown) =>
  api.request('POST', apiPath('leadConvert', { id }), body);
const now = CONTRACT_START.toISOString();

const { id: hipHopId } = byName(graciaGroups, 'Хип-хоп 7–10 лет');
const hipHop = { id: hipHopId, name: 'Хип-хоп 7–10 лет' };
const leadClient = byName(graciaStatuses, 'Клиент');
const active = byName(graciaStatuses, 'Активный');

/** The ids a conversion's answer gave the student and the client it made. */
function madeIds(body: unknown): { studentId: number; clientId: number | undefined } {
  const { student, client } = body as { student: { id: number }; client: { id: number } | null };
  return { studentId: student.id, clientId: client?.id };
}

export const conversionCases: ContractCases = {
  'a lead becomes a student, and its parent a paying client linked to the student': async (api) => {
    await loginAs(api, seededUserWithRole('manager'));

    const seededLead = byName(graciaLeads, 'Айдар Гарипов');
    const answer = await convert(api, seededLead.id, {
      student: { name: 'Гарипов Тимур', birthdate: '2015-09-01', group_id: hipHopId },
      client: { name: 'Гарипов Айдар Рустемович', phone: '89935059525' },
      status_id: leadClient.id,
    });

    const lead = {
      ...seededLead,
      converted_to_client_at: now,
      status_id: leadClient.id,
      status_name: 'Клиент',
    };
    const student = ({ studentId, clientId }: { studentId: unknown; clientId: unknown }) => ({
      id: studentId,
      name: 'Гарипов Тимур',
      birthdate: '2015-09-01',
      age: 10,
      created_at: anInstant,
      skill_level: 'beginner',
      contact: '',
      email: null,
      status_id: active.id,
      status_name: 'Активный',
      school_id: GRACIA_ID,
      group_id: hipHopId,
      groups: [hipHop],
      clients: [
        {
          id: clientId,
          client_name: 'Гарипов Айдар Рустемович',
          phone: '+7 (993) 505-95-25',
          contact: '',
          relation: 'Родитель',
          is_payer: true,
        },
      ],
      // The manager reads no money: passes are null to them.
      subscriptions: null,
    });
    const client = ({ studentId, clientId }: { studentId: unknown; clientId: unknown }) => ({
      id: clientId,
      name: 'Гарипов Айдар Рустемович',
      phone: '+7 (993) 505-95-25',
      birthdate: null,
      age: null,
      contact: '',
      email: null,
      created_at: anInstant,
      school_id: GRACIA_ID,
      group_id: null,
      groups: [],
      students: [{ id: studentId, name: 'Гарипов Тимур', relation: 'Родитель', is_payer: true }],
    });
    const anyIds = { studentId: expect.any(Number), clientId: expect.any(Number) };
    expectAnswer(answer, 200, { lead, student: student(anyIds), client: client(anyIds) });
    const ids = madeIds(answer.body);

    expectAnswer(await api.request('GET', apiPath('student', { id: ids.studentId })), 200, student(ids));
    expectAnswer(await api.request('GET', apiPath('client', { id: ids.clientId ?? 0 })), 200, client(ids));
    const leads = await api.request('POST', apiPath('leadsWhere'), {});
    expectAnswer(
      leads,
      200,
      newestFirst(graciaLeads).map((row) => (row.id === seededLead.id ? lead : row)),
    );
  },

  "the student takes the lead's name unless given one; without a parent there is no client": async (api) => {
    await loginAs(api, graciaOwner);

    const answer = await convert(api, byName(graciaLeads, 'Петрова Амира').id, {
      student: { skill_level: 'middle' },
      client: { name: 'Петров Ильдар', relation: 'Папа', is_payer: false },
    });
    const { studentId } = madeIds(answer.body);
    expect(answer.body).toMatchObject({
      student: { id: expect.any(Number), name: 'Петрова Амира', skill_level: 'middle' },
      client: {
        id: expect.any(Number),
        students: [{ id: studentId, name: 'Петрова Амира', relation: 'Папа', is_payer: false }],
      },
    });

    const seededLead = byName(graciaLeads, 'Волкова Елизавета');
    const bare = await convert(api, seededLead.id, {});
    expectAnswer(bare, 200, {
      lead: { ...seededLead, converted_to_client_at: now },
      student: {
        id: expect.any(Number),
        name: 'Волкова Елизавета',
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
        subscriptions: [],
      },
      client: null,
    });
    expect(madeIds(bare.body).studentId).not.toBe(studentId);
  },

  'a converted lead cannot be converted again': async (api) => {
    await loginAs(api, graciaOwner);

    const { id } = byName(graciaLeads, 'Петрова Ксения');
    expect((await convert(api, id, {})).status).toBe(200);
    expectError(await convert(api, id, {}), 409, serverErrors.leadAlreadyConverted);
    const students = await api.request('POST', apiPath('studentsAll'), {});
    expect(students.body as unknown[]).toHaveLength(graciaStudents.length + 1);
  },

  'a conversion with a wrong group or status writes nothing': async (api) => {
    await loginAs(api, graciaOwner);

    const parent = { name: 'Гарипов Айдар Рустемович' };
    const leadGroup = byName(graciaGroups, 'Пробное в субботу');
    const unknownGroup = Math.max(...graciaGroups.map((group) => group.id)) + 1000;
    const otherSchoolStatus = byName(salsaStatuses, 'Клиент');
    const refused = [
      {
        body: { student: { group_id: leadGroup.id }, client: parent },
        message: serverErrors.groupTypeMismatch,
      },
      { body: { student: { group_id: unknownGroup }, client: parent }, message: serverErrors.unknownGroup },
      { body: { client: parent, status_id: active.id }, message: serverErrors.statusTypeMismatch },
      { body: { client: parent, status_id: otherSchoolStatus.id }, message: serverErrors.unknownStatus },
    ];
    const { id } = byName(graciaLeads, 'Айдар Гарипов');
    for (const { body, message } of refused) {
      expectError(await convert(api, id, body), 400, message);
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
    const { id } = byName(graciaLeads, 'Айдар Гарипов');
    for (const body of invalid) {
      expectError(await convert(api, id, body), 400, validationMessage(leadConversionSchema, body));
    }
    expectError(await convert(api, id, { client: { name: ' ' } }), 400, 'Заполните поле «Имя родителя»');
  },
};
