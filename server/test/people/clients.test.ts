import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_PLACEHOLDER_NAME, demoClients, serverErrors } from '../../../src/contract/index.ts';
import { type DemoIds, demoPersonId, useDemoIds } from '../support/demo-ids.ts';
import { purgePeopleAsDue } from '../support/people-purge.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { SEED_NOW } from './support/demo-people.ts';
import {
  countRows,
  storedClient,
  storedClientLinks,
  storedGroupIds,
  storedStudent,
} from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

type DemoPeople = {
  daniil: number;
  evelina: number;
  eva: number;
  sokolova: number;
  viktoria: number;
  veronika: number;
  alsu: number;
};

/** The first demo client, Петров Даниил Ильдарович, as the API answers him. */
const firstClient = (ids: DemoIds, people: DemoPeople) => ({
  id: people.daniil,
  name: 'Петров Даниил Ильдарович',
  phone: '+7 (977) 184-53-19',
  birthdate: '1975-03-06',
  age: 50,
  contact: 'Звонок после 18:00',
  email: null,
  created_at: SEED_NOW,
  school_id: ids.schools.demo,
  group_id: ids.groups.youngerParents,
  groups: [ids.groupRef('youngerParents')],
  students: [
    { id: people.viktoria, name: 'Петрова Виктория', relation: 'Папа', is_payer: true },
    { id: people.veronika, name: 'Сафина Вероника', relation: 'Дедушка', is_payer: false },
    { id: people.alsu, name: 'Петрова Алсу', relation: 'Папа', is_payer: true },
  ],
});

describe.each(testDialects())('clients on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'teacher', 'otherOwner']);
  const ids = useDemoIds(t);
  let foreignClientId: number;
  let people: DemoPeople;

  beforeAll(async () => {
    const client = (name: string) => demoPersonId(t.db, 'clients', name);
    const student = (name: string) => demoPersonId(t.db, 'students', name);
    people = {
      daniil: await client('Петров Даниил Ильдарович'),
      evelina: await client('Петрова Эвелина Ильдаровна'),
      eva: await client('Морозова Ева Сергеевна'),
      sokolova: await client('Соколова Эвелина Игоревна'),
      viktoria: await student('Петрова Виктория'),
      veronika: await student('Сафина Вероника'),
      alsu: await student('Петрова Алсу'),
    };
    foreignClientId = (await as('otherOwner').post('/clients/create', { name: 'Клиент другой школы' })).body
      .id;
  });

  describe('POST /clients/getallwhere', () => {
    it('answers the clients newest first, each with groups and linked students', async () => {
      const response = await as('manager').post('/clients/getallwhere', {});
      expect(response.status).toBe(200);
      const names = response.body.map((client: { name: string }) => client.name);
      expect(names).toEqual(demoClients.map((client) => client.name).reverse());
      const clientIds = response.body.map((client: { id: number }) => client.id);
      expect(clientIds).toEqual([...clientIds].sort((a, b) => b - a));
      expect(response.body.at(-1)).toEqual(firstClient(ids, people));
    });

    it('is for sales only: the front desk and teachers get 403, so does another school id', async () => {
      for (const who of ['receptionist', 'teacher'] as const) {
        const response = await as(who).post('/clients/getallwhere', {});
        expect([response.status, response.body]).toEqual([403, { message: serverErrors.forbidden }]);
      }
      const foreign = await as('owner').post('/clients/getallwhere', { school_id: ids.schools.other });
      expect([foreign.status, foreign.body]).toEqual([403, { message: serverErrors.otherSchool }]);
    });
  });

  describe('GET /clients/getone/{id}', () => {
    it('answers one client of the school, and 404 for another school’s', async () => {
      expect((await as('owner').get(`/clients/getone/${people.daniil}`)).body).toEqual(
        firstClient(ids, people),
      );
      const foreign = await as('owner').get(`/clients/getone/${foreignClientId}`);
      expect([foreign.status, foreign.body]).toEqual([404, { message: serverErrors.notFound }]);
    });
  });

  describe('POST /clients/create', () => {
    it('fills the defaults of an empty client', async () => {
      const response = await as('manager').post('/clients/create', {});
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: response.body.id,
        name: CLIENT_PLACEHOLDER_NAME,
        phone: '',
        birthdate: null,
        age: null,
        contact: '',
        email: null,
        created_at: SEED_NOW,
        school_id: ids.schools.demo,
        group_id: null,
        groups: [],
        students: [],
      });
    });

    it('stores a normalised phone, the birthdate and the groups', async () => {
      const response = await as('owner').post('/clients/create', {
        name: 'Кузнецова Алина',
        phone: '+7 917 555 66 77',
        birthdate: '1990-03-03',
        contact: 'WhatsApp',
        email: null,
        group_id: String(ids.groups.adultStudents),
        school_id: ids.schools.demo,
      });
      expect(response.body).toMatchObject({
        phone: '+7 (917) 555-66-77',
        age: 35,
        groups: [ids.groupRef('adultStudents')],
        group_id: ids.groups.adultStudents,
      });
      expect(await storedClient(t.db, response.body.id)).toMatchObject({
        name: 'Кузнецова Алина',
        phone: '+7 (917) 555-66-77',
        birthdate: '1990-03-03',
        contact: 'WhatsApp',
        email: null,
      });
      expect(await storedGroupIds(t.db, 'client', response.body.id)).toEqual([ids.groups.adultStudents]);
    });

    it('answers 400 naming the problem, and stores nothing', async () => {
      const before = await countRows(t.db, 'clients');
      for (const [body, message] of [
        [{ phone: '+1 555 0100' }, 'Телефон в поле «Телефон» должен быть в формате +7 (000) 000-00-00'],
        [{ birthdate: '1899-12-31' }, 'Поле «Дата рождения»: укажите существующую дату в формате ГГГГ-ММ-ДД'],
        [{ groups: [ids.groups.hipHop] }, serverErrors.groupTypeMismatch],
        [{ groups: [999] }, serverErrors.unknownGroup],
        [
          { group_id: ids.groups.youngerParents, groups: [ids.groups.youngerParents] },
          serverErrors.groupFieldsTogether,
        ],
        [{ groups: ids.groups.youngerParents }, 'Поле «Группы» должно быть списком'],
      ] as const) {
        const response = await as('owner').post('/clients/create', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await countRows(t.db, 'clients')).toBe(before);
      const foreign = await as('owner').post('/clients/create', { school_id: String(ids.schools.other) });
      expect([foreign.status, foreign.body]).toEqual([403, { message: serverErrors.otherSchool }]);
    });
  });

  describe('PATCH /clients/update/{id}', () => {
    it('changes only the fields sent and answers the stored client', async () => {
      const response = await as('manager').patch(`/clients/update/${people.evelina}`, {
        contact: 'Только Telegram',
        email: null,
        groups: [ids.groups.youngerParents, ids.groups.adultStudents],
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: people.evelina,
        name: 'Петрова Эвелина Ильдаровна',
        phone: '+7 (950) 459-54-87',
        contact: 'Только Telegram',
        email: null,
        group_id: ids.groups.youngerParents,
        groups: [ids.groupRef('youngerParents'), ids.groupRef('adultStudents')],
      });
      expect(await storedClient(t.db, people.evelina)).toMatchObject({
        contact: 'Только Telegram',
        email: null,
        birthdate: '1978-04-14',
      });
    });

    it('answers 400 for bad changes and 404 for another school’s client, changing nothing', async () => {
      const before = await storedClient(t.db, people.eva);
      for (const body of [{}, { name: ' ' }, { phone: '000' }, { group_id: ids.groups.callBack }]) {
        expect(
          (await as('owner').patch(`/clients/update/${people.eva}`, body)).status,
          JSON.stringify(body),
        ).toBe(400);
      }
      expect(await storedClient(t.db, people.eva)).toEqual(before);

      const foreignBefore = await storedClient(t.db, foreignClientId);
      const response = await as('owner').patch(`/clients/update/${foreignClientId}`, { name: 'Захвачено' });
      expect([response.status, response.body]).toEqual([404, { message: serverErrors.notFound }]);
      expect(await storedClient(t.db, foreignClientId)).toEqual(foreignBefore);
    });
  });

  describe('DELETE /clients/delete/{id}', () => {
    it('hides the client, then purges them with memberships and links; the students stay', async () => {
      const response = await as('owner').delete(`/clients/delete/${people.daniil}`);
      expect([response.status, response.body]).toEqual([200, { id: people.daniil }]);
      expect((await as('owner').get(`/clients/getone/${people.daniil}`)).status).toBe(404);
      await purgePeopleAsDue(t, ids.schools.demo);
      expect(await storedClient(t.db, people.daniil)).toBeUndefined();
      expect(await storedGroupIds(t.db, 'client', people.daniil)).toEqual([]);
      expect(await storedClientLinks(t.db, people.viktoria)).toEqual([[people.sokolova, 'Бабушка', false]]);
      expect(await storedStudent(t.db, people.viktoria)).toMatchObject({ name: 'Петрова Виктория' });
    });

    it('answers 404 for another school’s client, which stays', async () => {
      expect((await as('owner').delete(`/clients/delete/${foreignClientId}`)).status).toBe(404);
      expect(await storedClient(t.db, foreignClientId)).toBeDefined();
    });
  });
});
