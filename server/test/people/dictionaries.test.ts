import { describe, expect, it } from 'vitest';
import { defaultSources, defaultStatuses, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { type DemoIds, useDemoIds } from '../support/demo-ids.ts';
import { buildRegistration } from '../support/factories.ts';
import { type TestContext, useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { countRows } from './support/people-rows.ts';
import { useSignedIn } from './support/people-session.ts';

/** The demo school's statuses and sources as the API lists them: by id, seeded in the defaults' order. */
const seededStatuses = (ids: DemoIds) =>
  defaultStatuses
    .map((status) => ({ id: ids.statusIdNamed(status.name), ...status, school_id: ids.schools.demo }))
    .sort((a, b) => a.id - b.id);
const seededSources = (ids: DemoIds) =>
  defaultSources
    .map((name) => ({ id: ids.sourceIdNamed(name), name, school_id: ids.schools.demo }))
    .sort((a, b) => a.id - b.id);

const storedStatus = (t: TestContext, id: number) =>
  t.db.selectFrom('statuses').selectAll().where('id', '=', id).executeTakeFirst();
const storedSource = (t: TestContext, id: number) =>
  t.db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirst();

describe.each(testDialects())('statuses and sources on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { as } = useSignedIn(t, ['owner', 'manager', 'receptionist', 'teacher']);
  const ids = useDemoIds(t);

  describe('statuses', () => {
    it('are read whole or by type, by id, including by the front desk', async () => {
      expect((await as('teacher').get('/statuses/getall')).body).toEqual(seededStatuses(ids));
      const leads = await as('receptionist').post('/statuses/getallwhere', {
        type: 'lead',
        school_id: String(ids.schools.demo),
      });
      expect(leads.body).toEqual(seededStatuses(ids).filter((status) => status.type === 'lead'));
      expect((await as('owner').post('/statuses/getallwhere')).body).toEqual(seededStatuses(ids));
      const active = seededStatuses(ids).find((status) => status.id === ids.statuses.active);
      expect(active).toMatchObject({ name: 'Активный', type: 'student' });
      expect((await as('owner').get(`/statuses/getone/${ids.statuses.active}`)).body).toEqual(active);
    });

    it('refuse a bad type (400), another school’s filter (403) and status (404)', async () => {
      const badType = await as('owner').post('/statuses/getallwhere', { type: 'client' });
      expect([badType.status, badType.body]).toEqual([400, { message: 'Тип статуса: lead или student' }]);
      expect((await as('owner').post('/statuses/getallwhere', { school_id: ids.schools.other })).status).toBe(
        403,
      );
      const foreign = await as('owner').get(`/statuses/getone/${ids.otherSchool.leadStatus}`);
      expect([foreign.status, foreign.body]).toEqual([404, { message: serverErrors.notFound }]);
    });

    it('are created blue unless coloured, renamed and recoloured, never retyped', async () => {
      const created = await as('manager').post('/statuses/create', { name: ' Думает ', type: 'lead' });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: created.body.id,
        name: 'Думает',
        type: 'lead',
        color: 'blue',
        school_id: ids.schools.demo,
      });
      const updated = await as('manager').patch(`/statuses/update/${created.body.id}`, {
        color: 'red',
        type: 'student',
      });
      expect(updated.body).toEqual({ ...created.body, color: 'red' });
      expect(await storedStatus(t, created.body.id)).toMatchObject({
        name: 'Думает',
        type: 'lead',
        color: 'red',
      });
    });

    it('refuse bad writes (400), readers (403) and another school’s status (404), changing nothing', async () => {
      const before = await countRows(t.db, 'statuses');
      for (const [body, message] of [
        [{ type: 'lead' }, 'Поле «Название статуса» должно быть строкой'],
        [{ name: 'Думает', type: 'client' }, 'Тип статуса: lead или student'],
        [{ name: 'Д'.repeat(61), type: 'lead' }, 'Поле «Название статуса» не может быть длиннее 60 символов'],
      ] as const) {
        expect((await as('owner').post('/statuses/create', body)).body).toEqual({ message });
      }
      expect((await as('teacher').post('/statuses/create', { name: 'Думает', type: 'lead' })).status).toBe(
        403,
      );
      expect(await countRows(t.db, 'statuses')).toBe(before);

      const foreignBefore = await storedStatus(t, ids.otherSchool.leadStatus);
      const foreign = await as('owner').patch(`/statuses/update/${ids.otherSchool.leadStatus}`, {
        name: 'Захвачено',
      });
      expect(foreign.status).toBe(404);
      expect(await storedStatus(t, ids.otherSchool.leadStatus)).toEqual(foreignBefore);
    });

    it('in use by a lead or a student cannot be deleted (409); an unused one can', async () => {
      for (const id of [ids.statuses.new, ids.statuses.archived]) {
        const response = await as('owner').delete(`/statuses/delete/${id}`);
        expect([response.status, response.body]).toEqual([409, { message: serverErrors.statusInUse }]);
        expect(await storedStatus(t, id)).toBeDefined();
      }
      const { body: unused } = await as('owner').post('/statuses/create', { name: 'Пауза', type: 'student' });
      expect((await as('owner').delete(`/statuses/delete/${unused.id}`)).body).toEqual({ id: unused.id });
      expect(await storedStatus(t, unused.id)).toBeUndefined();
      expect((await as('owner').delete(`/statuses/delete/${ids.otherSchool.leadStatus}`)).status).toBe(404);
      expect(await storedStatus(t, ids.otherSchool.leadStatus)).toBeDefined();
    });
  });

  describe('sources', () => {
    it('are read by sales only, by id', async () => {
      expect((await as('manager').get('/sources/getall')).body).toEqual(seededSources(ids));
      const teacher = await as('teacher').get('/sources/getall');
      expect([teacher.status, teacher.body]).toEqual([403, { message: serverErrors.forbidden }]);
    });

    it('are created and renamed; a blank name is a 400', async () => {
      const created = await as('owner').post('/sources/create', { name: 'Авито' });
      expect([created.status, created.body]).toEqual([
        201,
        { id: created.body.id, name: 'Авито', school_id: ids.schools.demo },
      ]);
      const renamed = await as('owner').patch(`/sources/update/${created.body.id}`, { name: 'Авито Услуги' });
      expect(renamed.body).toEqual({ ...created.body, name: 'Авито Услуги' });
      const blank = await as('owner').patch(`/sources/update/${created.body.id}`, { name: '' });
      expect(blank.body).toEqual({ message: 'Заполните поле «Название источника»' });
      expect(await storedSource(t, created.body.id)).toMatchObject({ name: 'Авито Услуги' });
    });

    it('in use by a lead cannot be deleted (409); an unused one can; another school’s is 404', async () => {
      const inUse = await as('owner').delete(`/sources/delete/${ids.sources.instagram}`);
      expect([inUse.status, inUse.body]).toEqual([409, { message: serverErrors.sourceInUse }]);
      expect(await storedSource(t, ids.sources.instagram)).toBeDefined();
      const { body: unused } = await as('owner').post('/sources/create', { name: 'Радио' });
      expect((await as('owner').delete(`/sources/delete/${unused.id}`)).body).toEqual({ id: unused.id });
      expect(await storedSource(t, unused.id)).toBeUndefined();
      const foreignBefore = await storedSource(t, ids.otherSchool.source);
      expect(
        (await as('owner').patch(`/sources/update/${ids.otherSchool.source}`, { name: 'X' })).status,
      ).toBe(404);
      expect((await as('owner').delete(`/sources/delete/${ids.otherSchool.source}`)).status).toBe(404);
      expect(await storedSource(t, ids.otherSchool.source)).toEqual(foreignBefore);
    });
  });

  describe('a newly registered school', () => {
    it('starts with the default statuses, then the default sources, in order', async () => {
      const registration = buildRegistration();
      const registered = await api(t.app).post('/ownerschool/register', registration);
      expect(registered.status).toBe(201);
      const owner = api(
        t.app,
        await loginAs(t.app, registration.account.email, registration.account.password),
      );
      const statuses = (await owner.get('/statuses/getall')).body;
      const sources = (await owner.get('/sources/getall')).body;
      expect(
        statuses.map(({ name, type, color }: Record<string, string>) => ({ name, type, color })),
      ).toEqual(defaultStatuses);
      expect(sources.map((source: { name: string }) => source.name)).toEqual(defaultSources);
      // Listed by id, so the order above is the order they were stored in; all of them the new school's.
      const schools = [...statuses, ...sources].map((row: { school_id: number }) => row.school_id);
      expect(new Set(schools)).toEqual(new Set([registered.body.school.id]));
    });

    it('gets nothing when the registration is refused', async () => {
      const before = [await countRows(t.db, 'statuses'), await countRows(t.db, 'sources')];
      const taken = buildRegistration({
        account: { email: 'owner@gracia-dance.ru', password: 'пароль-владельца' },
      });
      expect((await api(t.app).post('/ownerschool/register', taken)).status).toBe(409);
      expect([await countRows(t.db, 'statuses'), await countRows(t.db, 'sources')]).toEqual(before);
    });
  });
});
