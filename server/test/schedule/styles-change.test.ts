import { beforeAll, describe, expect, it } from 'vitest';
import { dateRangeMessage, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, createStyle } from './support/schedule-api.ts';
import { insertGroup } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

describe.each(testDialects())('directions (styles): change and delete on %s', (dialect) => {
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

  describe('PUT /styles/{id}', () => {
    it('renames, archives and restores', async () => {
      const style = await createStyle(school.as('owner'), { name: 'Хаус' });
      const archived = await school
        .as('owner')
        .put(`/styles/${style.id}`, { name: 'House', is_archived: true });
      expect(archived.status).toBe(200);
      expect(archived.body).toEqual({ ...style, name: 'House', is_archived: true });

      const restored = await school.as('owner').put(`/styles/${style.id}`, { is_archived: false });
      expect(restored.body).toEqual({ ...style, name: 'House', is_archived: false });
      expect((await school.as('owner').get(`/styles/${style.id}`)).body).toEqual(restored.body);
    });

    it('checks a changed end of the range against the stored other end', async () => {
      const style = await createStyle(school.as('owner'), { name: 'Вог', active_from: '2026-03-10' });
      const response = await school.as('owner').put(`/styles/${style.id}`, { active_to: '2026-03-01' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: dateRangeMessage });
      expect((await storedStyle(style.id))?.active_to).toBeNull();

      const widened = await school.as('owner').put(`/styles/${style.id}`, {
        active_from: null,
        active_to: '2026-03-01',
      });
      expect(widened.body).toMatchObject({ active_from: null, active_to: '2026-03-01' });
    });

    it('answers 400 for an empty change or a bad flag', async () => {
      const style = await createStyle(school.as('owner'), { name: 'Локинг' });
      for (const [body, message] of [
        [{}, 'Нет полей для изменения'],
        [{ is_archived: 'да' }, 'Поле «В архиве» должно быть да/нет'],
      ] as const) {
        const response = await school.as('owner').put(`/styles/${style.id}`, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
    });

    it('answers 404 for another school’s direction and leaves it unchanged', async () => {
      const foreign = await createStyle(otherOwner, { name: 'Реггетон' });
      const response = await school.as('owner').put(`/styles/${foreign.id}`, { name: 'Захвачено' });
      expect(response.status).toBe(404);
      expect((await storedStyle(foreign.id))?.name).toBe('Реггетон');
    });

    it('is the owner’s alone', async () => {
      const style = await createStyle(school.as('owner'), { name: 'Крамп' });
      for (const who of ['receptionist', 'teacher'] as const) {
        expect((await school.as(who).put(`/styles/${style.id}`, { name: 'Другое' })).status, who).toBe(403);
      }
      expect((await storedStyle(style.id))?.name).toBe('Крамп');
    });
  });

  describe('DELETE /styles/{id}', () => {
    it('removes an unused direction', async () => {
      const style = await createStyle(school.as('owner'), { name: 'Дэнсхолл' });
      const response = await school.as('owner').delete(`/styles/${style.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: style.id });
      expect(await storedStyle(style.id)).toBeUndefined();
    });

    it('keeps a direction the timetable or a lesson uses: 409, archive it instead', async () => {
      const group = await insertGroup(t.db, school.schoolId);
      const inTimetable = await createStyle(school.as('owner'), { name: 'Брейк' });
      await createEntry(school.as('owner'), group.id, { direction_id: inTimetable.id });
      const inLesson = await createStyle(school.as('owner'), { name: 'Тверк' });
      const lesson = await school.as('owner').post('/lessons/create', {
        group_id: group.id,
        lesson_date: '2026-03-05',
        start_time: '19:00',
        duration_minutes: 60,
        direction_id: inLesson.id,
      });
      expect(lesson.status).toBe(201);

      for (const style of [inTimetable, inLesson]) {
        const response = await school.as('owner').delete(`/styles/${style.id}`);
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ message: serverErrors.styleInUse });
        expect(await storedStyle(style.id)).toBeDefined();
      }
    });

    it('answers 404 for another school’s direction and leaves it in place', async () => {
      const foreign = await createStyle(otherOwner, { name: 'Хастл' });
      expect((await school.as('owner').delete(`/styles/${foreign.id}`)).status).toBe(404);
      expect(await storedStyle(foreign.id)).toBeDefined();
    });

    it('is the owner’s alone', async () => {
      const style = await createStyle(school.as('owner'), { name: 'Вакинг' });
      expect((await school.as('receptionist').delete(`/styles/${style.id}`)).status).toBe(403);
      expect((await api(t.app).delete(`/styles/${style.id}`)).status).toBe(401);
      expect(await storedStyle(style.id)).toBeDefined();
    });
  });
});
