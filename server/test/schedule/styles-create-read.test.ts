import { beforeAll, describe, expect, it } from 'vitest';
import { dateRangeMessage, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createStyle } from './support/schedule-api.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

describe.each(testDialects())('directions (styles): create and read on %s', (dialect) => {
  const t = useTestApp(dialect);
  let school: ScheduleSchool;
  let otherOwner: ApiAs;

  const storedStyle = (id: number) =>
    t.db
      .selectFrom('styles')
      .select(['name', 'active_to', 'school_id'])
      .where('id', '=', id)
      .executeTakeFirst();

  beforeAll(async () => {
    school = await createScheduleSchool(t);
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
  });

  describe('POST /styles/registration', () => {
    it('stores a direction of the owner’s school, not archived', async () => {
      const response = await school.as('owner').post('/styles/registration', {
        name: '  Jazz-funk  ',
        active_from: '2026-03-01',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'Jazz-funk',
        active_from: '2026-03-01',
        active_to: null,
        is_archived: false,
        school_id: school.schoolId,
      });
      expect(await storedStyle(response.body.id)).toEqual({
        name: 'Jazz-funk',
        active_to: null,
        school_id: school.schoolId,
      });
    });

    it('answers 400 naming the field', async () => {
      for (const [body, message] of [
        [{}, 'Поле «Направление» должно быть строкой'],
        [{ name: '   ' }, 'Заполните поле «Направление»'],
        [
          { name: 'Бачата', active_from: '2026-02-30' },
          'Поле «Действует с»: укажите существующую дату в формате ГГГГ-ММ-ДД',
        ],
        [{ name: 'Бачата', active_from: '2026-05-01', active_to: '2026-04-30' }, dateRangeMessage],
      ] as const) {
        const response = await school.as('owner').post('/styles/registration', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
    });

    it('refuses a school_id of another school with 403', async () => {
      const response = await school.as('owner').post('/styles/registration', { name: 'Танго', school_id: 1 });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: serverErrors.otherSchool });
    });

    it('is the owner’s alone', async () => {
      for (const who of ['receptionist', 'teacher', 'manager', 'accountant'] as const) {
        const response = await school.as(who).post('/styles/registration', { name: 'Танго' });
        expect(response.status, who).toBe(403);
        expect(response.body).toEqual({ message: serverErrors.forbidden });
      }
      expect((await api(t.app).post('/styles/registration', { name: 'Танго' })).status).toBe(401);
      const names = await t.db.selectFrom('styles').select('name').where('name', '=', 'Танго').execute();
      expect(names).toEqual([]);
    });
  });

  describe('reading', () => {
    it('lists the school’s directions by id for everyone who opens the schedule', async () => {
      const first = await createStyle(school.as('owner'), { name: 'Стретчинг' });
      const second = await createStyle(school.as('owner'), { name: 'Бачата' });
      await createStyle(otherOwner, { name: 'Сальса' });
      for (const who of ['owner', 'receptionist', 'teacher'] as const) {
        const response = await school.as(who).post('/styles/getAllWhere', {});
        expect(response.status, who).toBe(200);
        const ids = response.body.map((style: { id: number }) => style.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(response.body).toContainEqual(first);
        expect(response.body).toContainEqual(second);
        expect(
          response.body.every((style: { school_id: number }) => style.school_id === school.schoolId),
        ).toBe(true);
      }
      const one = await school.as('teacher').get(`/styles/${second.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(second);
    });

    it('is closed to the manager and the accountant', async () => {
      for (const who of ['manager', 'accountant'] as const) {
        expect((await school.as(who).post('/styles/getAllWhere', {})).status, who).toBe(403);
      }
    });

    it('answers 404 for another school’s direction and 403 for its school_id', async () => {
      const foreign = await createStyle(otherOwner, { name: 'Кизомба' });
      expect((await school.as('owner').get(`/styles/${foreign.id}`)).body).toEqual({
        message: serverErrors.notFound,
      });
      expect((await school.as('owner').get('/styles/999999')).status).toBe(404);
      expect((await school.as('owner').get('/styles/abc')).status).toBe(400);
      expect((await school.as('owner').post('/styles/getAllWhere', { school_id: 2 })).status).toBe(403);
    });
  });
});
