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

const weekdayMessage = 'День недели — число от 1 (понедельник) до 7 (воскресенье)';

describe.each(testDialects())('weekly timetable: change and delete on %s', (dialect) => {
  const t = useTestApp(dialect);
  let school: ScheduleSchool;
  let otherOwner: ApiAs;
  let group: { id: number; name: string };
  let style: { id: number; name: string };

  const storedEntry = (id: number) =>
    t.db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    school = await createScheduleSchool(t);
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    group = await insertGroup(t.db, school.schoolId, { name: 'Бачата для начинающих' });
    style = await createStyle(school.as('owner'), { name: 'Бачата' });
  });

  describe('PATCH /schedules/update/{id}', () => {
    it('changes the slot and answers it whole', async () => {
      const entry = await createEntry(school.as('owner'), group.id, { teacher_id: school.ids.teacher });
      const response = await school.as('owner').patch(`/schedules/update/${entry.id}`, {
        weekday: 5,
        start_time: '18:15',
        teacher_id: school.ids.secondTeacher,
        direction_id: style.id,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...entry,
        weekday: 5,
        start_time: '18:15',
        teacher_id: school.ids.secondTeacher,
        teacher_name: 'Морозова Полина Викторовна',
        direction_id: style.id,
        direction_name: 'Бачата',
      });
      expect(await storedEntry(entry.id)).toMatchObject({ weekday: 5, start_time: '18:15' });
    });

    it('checks a changed end of the active range against the stored other end', async () => {
      const entry = await createEntry(school.as('owner'), group.id, { active_from: '2026-04-01' });
      const response = await school
        .as('owner')
        .patch(`/schedules/update/${entry.id}`, { active_to: '2026-03-15' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: dateRangeMessage });
      expect(await storedEntry(entry.id)).toMatchObject({ active_from: '2026-04-01', active_to: null });
    });

    it('answers 400 for bad values and leaves the slot as it was', async () => {
      const entry = await createEntry(school.as('owner'), group.id);
      const before = await storedEntry(entry.id);
      const leadGroup = await insertGroup(t.db, school.schoolId, { entity_type: 'lead' });
      for (const [body, message] of [
        [{}, 'Нет полей для изменения'],
        [{ weekday: 9 }, weekdayMessage],
        [{ duration_minutes: 700 }, 'Длительность — не больше 600 минут'],
        [{ group_id: leadGroup.id }, serverErrors.groupTypeMismatch],
        [{ teacher_id: school.ids.receptionist }, serverErrors.notATeacher],
        [{ direction_id: 999999 }, serverErrors.unknownStyle],
      ] as const) {
        const response = await school.as('owner').patch(`/schedules/update/${entry.id}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await storedEntry(entry.id)).toEqual(before);
    });

    it('is the owner’s alone, and another school’s slot is not found and unchanged', async () => {
      const entry = await createEntry(school.as('owner'), group.id);
      for (const who of ['receptionist', 'teacher'] as const) {
        expect(
          (await school.as(who).patch(`/schedules/update/${entry.id}`, { weekday: 2 })).status,
          who,
        ).toBe(403);
      }
      expect((await storedEntry(entry.id))?.weekday).toBe(1);
      const foreignGroup = await insertGroup(t.db, 2);
      const foreign = await createEntry(otherOwner, foreignGroup.id);
      const response = await school.as('owner').patch(`/schedules/update/${foreign.id}`, { weekday: 2 });
      expect(response.status).toBe(404);
      expect((await storedEntry(foreign.id))?.weekday).toBe(1);
    });
  });

  describe('DELETE /schedules/delete/{id}', () => {
    it('removes the slot', async () => {
      const entry = await createEntry(school.as('owner'), group.id);
      const response = await school.as('owner').delete(`/schedules/delete/${entry.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: entry.id });
      expect(await storedEntry(entry.id)).toBeUndefined();
    });

    it('is the owner’s alone, and another school’s slot stays', async () => {
      const entry = await createEntry(school.as('owner'), group.id);
      expect((await school.as('receptionist').delete(`/schedules/delete/${entry.id}`)).status).toBe(403);
      expect((await api(t.app).delete(`/schedules/delete/${entry.id}`)).status).toBe(401);
      const foreignGroup = await insertGroup(t.db, 2);
      const foreign = await createEntry(otherOwner, foreignGroup.id);
      expect((await school.as('owner').delete(`/schedules/delete/${foreign.id}`)).status).toBe(404);
      expect(await storedEntry(foreign.id)).toBeDefined();
      expect(await storedEntry(entry.id)).toBeDefined();
    });
  });
});
