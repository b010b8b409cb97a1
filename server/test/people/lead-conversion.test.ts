import { describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { MANAGER_NAME, SEED_NOW } from './support/demo-people.ts';
import {
  peopleCounts,
  storedClient,
  storedClientLinks,
  storedGroupIds,
  storedLead,
  storedStudent,
} from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

describe.each(testDialects())('lead conversion on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'otherOwner']);
  const ids = useDemoIds(t);

  const newLead = async (body: Record<string, unknown> = {}) => {
    const response = await as('manager').post('/leads/create', { name: 'Сафина Алия', ...body });
    expect(response.status).toBe(201);
    return response.body as { id: number };
  };

  it('turns the lead into a student and its parent into a paying client, in one answer', async () => {
    const lead = await newLead({ phone: '+7 (917) 111-22-33', group_id: ids.groups.trialSaturday });
    const response = await as('manager').post(`/leads/convert/${lead.id}`, {
      student: { birthdate: '2016-05-20', skill_level: 'middle', group_id: String(ids.groups.hipHop) },
      client: { name: ' Сафина Гульнара Ринатовна ', phone: '89171234567' },
      status_id: String(ids.statuses.client),
    });
    expect(response.status).toBe(200);
    const { student, client } = response.body;
    expect(response.body.lead).toMatchObject({
      id: lead.id,
      converted_to_client_at: SEED_NOW,
      status_id: ids.statuses.client,
      status_name: 'Клиент',
      created_by: MANAGER_NAME,
      groups: [ids.groupRef('trialSaturday')],
    });
    expect(student).toEqual({
      id: student.id,
      name: 'Сафина Алия',
      birthdate: '2016-05-20',
      age: 9,
      created_at: SEED_NOW,
      skill_level: 'middle',
      contact: '',
      email: null,
      status_id: ids.statuses.active,
      status_name: 'Активный',
      school_id: ids.schools.demo,
      group_id: ids.groups.hipHop,
      groups: [ids.groupRef('hipHop')],
      clients: [
        {
          id: client.id,
          client_name: 'Сафина Гульнара Ринатовна',
          phone: '+7 (917) 123-45-67',
          contact: '',
          relation: 'Родитель',
          is_payer: true,
        },
      ],
      // The manager who converted reads no money: passes are null to them, as in every students answer.
      subscriptions: null,
    });
    expect(client).toEqual({
      id: client.id,
      name: 'Сафина Гульнара Ринатовна',
      phone: '+7 (917) 123-45-67',
      birthdate: null,
      age: null,
      contact: '',
      email: null,
      created_at: SEED_NOW,
      school_id: ids.schools.demo,
      group_id: null,
      groups: [],
      students: [{ id: student.id, name: 'Сафина Алия', relation: 'Родитель', is_payer: true }],
    });
    expect(await storedLead(t.db, lead.id)).toMatchObject({
      converted_to_client_at: SEED_NOW,
      status_id: ids.statuses.client,
    });
    expect(await storedGroupIds(t.db, 'student', student.id)).toEqual([ids.groups.hipHop]);
    expect(await storedClientLinks(t.db, student.id)).toEqual([[client.id, 'Родитель', true]]);
  });

  it('without a client part creates only the student, named after the lead, and keeps the lead’s status', async () => {
    const lead = await newLead({ status_id: ids.statuses.inProgress });
    const response = await as('owner').post(`/leads/convert/${lead.id}`, {});
    expect(response.status).toBe(200);
    expect(response.body.client).toBeNull();
    expect(response.body.lead).toMatchObject({
      status_id: ids.statuses.inProgress,
      converted_to_client_at: SEED_NOW,
    });
    expect(response.body.student).toMatchObject({
      name: 'Сафина Алия',
      birthdate: null,
      age: null,
      skill_level: 'beginner',
      status_name: 'Активный',
      groups: [],
      clients: [],
    });
    expect(await storedStudent(t.db, response.body.student.id)).toMatchObject({ name: 'Сафина Алия' });
  });

  it('names the student as asked and links the client with the given relation', async () => {
    const lead = await newLead();
    const response = await as('owner').post(`/leads/convert/${lead.id}`, {
      student: { name: 'Сафина Амина' },
      client: { name: 'Сафин Ильдар', relation: 'Папа', is_payer: false },
    });
    expect(response.body.student.name).toBe('Сафина Амина');
    expect(await storedClientLinks(t.db, response.body.student.id)).toEqual([
      [response.body.client.id, 'Папа', false],
    ]);
    expect(await storedClient(t.db, response.body.client.id)).toMatchObject({
      name: 'Сафин Ильдар',
      phone: '',
    });
  });

  it('answers 409 for a lead already converted, and creates nothing more', async () => {
    const lead = await newLead();
    expect((await as('owner').post(`/leads/convert/${lead.id}`, {})).status).toBe(200);
    const before = await peopleCounts(t.db);
    const again = await as('owner').post(`/leads/convert/${lead.id}`, { client: { name: 'Второй' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: serverErrors.leadAlreadyConverted });
    expect(await peopleCounts(t.db)).toEqual(before);
  });

  it('converts a lead once when two conversions arrive together', async () => {
    const lead = await newLead();
    const before = await peopleCounts(t.db);
    const answers = await Promise.all(
      [1, 2].map(() => as('owner').post(`/leads/convert/${lead.id}`, { client: { name: 'Родитель' } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const after = await peopleCounts(t.db);
    expect([after.students - before.students, after.clients - before.clients]).toEqual([1, 1]);
  });

  it('is all or nothing: a bad part refuses the whole conversion and writes nothing', async () => {
    const lead = await newLead();
    const storedBefore = await storedLead(t.db, lead.id);
    const countsBefore = await peopleCounts(t.db);
    const client = { name: 'Сафина Гульнара', phone: '+7 (917) 000-00-00' };
    for (const [body, message] of [
      [{ student: { group_id: ids.groups.trialSaturday }, client }, serverErrors.groupTypeMismatch],
      [{ student: { group_id: 999 }, client }, serverErrors.unknownGroup],
      [{ status_id: ids.statuses.active, client }, serverErrors.statusTypeMismatch],
      [{ status_id: 999, client }, serverErrors.unknownStatus],
      [
        { client: { name: 'Сафина Гульнара', phone: '123' } },
        'Телефон в поле «Телефон родителя» должен быть в формате +7 (000) 000-00-00',
      ],
      [{ client: { phone: '+7 (917) 000-00-00' } }, 'Поле «Имя родителя» должно быть строкой'],
      [
        { student: { birthdate: '20.05.2016' }, client },
        'Поле «Дата рождения»: укажите существующую дату в формате ГГГГ-ММ-ДД',
      ],
    ] as const) {
      const response = await as('owner').post(`/leads/convert/${lead.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message });
    }
    expect(await storedLead(t.db, lead.id)).toEqual(storedBefore);
    expect(await peopleCounts(t.db)).toEqual(countsBefore);
  });

  it('answers 404 for another school’s lead and 403 for staff without leads:write', async () => {
    const { body: foreign } = await as('otherOwner').post('/leads/create', { name: 'Чужой лид' });
    const response = await as('owner').post(`/leads/convert/${foreign.id}`, {});
    expect(response.status).toBe(404);
    expect(await storedLead(t.db, foreign.id)).toMatchObject({ converted_to_client_at: null });

    const lead = await newLead();
    const refused = await as('receptionist').post(`/leads/convert/${lead.id}`, {});
    expect(refused.status).toBe(403);
    expect(await storedLead(t.db, lead.id)).toMatchObject({
      converted_to_client_at: null,
      created_by: ids.users.manager,
    });
  });
});
