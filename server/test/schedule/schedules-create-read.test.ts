import { beforeAll, describe, expect, it } from 'vitest';
import { dateRangeMessage, serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, createStyle } from './support/schedule-api.ts';
import { insertGroup } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

const weekdayMessage = 'День недели — число от 1 (понедельник) до 7 (воскресенье)';

describe.each(testDialects())('weekly timetable: create and read on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
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

  describe('POST /schedules/create', () => {
    it('stores the slot and answers it with group, teacher and direction names', async () => {
      const response = await school.as('owner').post('/schedules/create', {
        group_id: String(group.id),
        weekday: '4',
        start_time: '20:00',
        duration_minutes: '60',
        teacher_id: school.ids.teacher,
        direction_id: style.id,
        active_from: '2026-03-01',
        active_to: '2026-05-31',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        group_id: group.id,
        group_name: 'Бачата для начинающих',
        weekday: 4,
        start_time: '20:00',
        duration_minutes: 60,
        school_id: school.schoolId,
        active_from: '2026-03-01',
        active_to: '2026-05-31',
        teacher_id: school.ids.teacher,
        teacher_name: 'Хабибуллин Артур Ильдарович',
        direction_id: style.id,
        direction_name: 'Бачата',
      });
      expect(await storedEntry(response.body.id)).toEqual({
        id: response.body.id,
        school_id: school.schoolId,
        group_id: group.id,
        weekday: 4,
        start_time: '20:00',
        duration_minutes: 60,
        teacher_id: school.ids.teacher,
        direction_id: style.id,
        active_from: '2026-03-01',
        active_to: '2026-05-31',
      });
    });

    it('needs only group, weekday, time and duration', async () => {
      const entry = await createEntry(school.as('owner'), group.id, { weekday: 7 });
      expect(entry).toMatchObject({
        weekday: 7,
        teacher_id: null,
        teacher_name: null,
        direction_id: null,
        direction_name: null,
        active_from: null,
        active_to: null,
      });
    });

    it('answers 400 naming the field or the reference, and stores nothing', async () => {
      const clientGroup = await insertGroup(t.db, school.schoolId, { entity_type: 'client' });
      const foreignGroup = await insertGroup(t.db, ids.schools.other);
      const foreignStyle = await createStyle(otherOwner, { name: 'Сальса' });
      const slot = (body: Record<string, unknown>) => ({
        group_id: group.id,
        weekday: 2,
        start_time: '07:15',
        duration_minutes: 45,
        ...body,
      });
      for (const [body, message] of [
        [slot({ weekday: 0 }), weekdayMessage],
        [slot({ weekday: 8 }), weekdayMessage],
        [slot({ weekday: 1.5 }), weekdayMessage],
        [slot({ start_time: '7:15' }), 'Поле «Начало»: время в формате ЧЧ:ММ'],
        [slot({ start_time: 715 }), 'Поле «Начало» должно быть строкой'],
        [slot({ duration_minutes: 0 }), 'Длительность — не меньше 5 минут'],
        [slot({ duration_minutes: 45.5 }), 'Длительность — целое число минут'],
        [slot({ active_from: '2026-04-01', active_to: '2026-03-31' }), dateRangeMessage],
        [
          slot({ active_to: '31.03.2026' }),
          'Поле «Действует по»: укажите существующую дату в формате ГГГГ-ММ-ДД',
        ],
        [slot({ group_id: 999999 }), serverErrors.unknownGroup],
        [slot({ group_id: foreignGroup.id }), serverErrors.unknownGroup],
        [slot({ group_id: clientGroup.id }), serverErrors.groupTypeMismatch],
        [slot({ teacher_id: school.ids.owner }), serverErrors.notATeacher],
        [slot({ teacher_id: ids.users.secondTeacher }), serverErrors.notATeacher],
        [slot({ direction_id: foreignStyle.id }), serverErrors.unknownStyle],
      ] as const) {
        const response = await school.as('owner').post('/schedules/create', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      const stored = await t.db
        .selectFrom('schedules')
        .select('id')
        .where('start_time', '=', '07:15')
        .execute();
      expect(stored).toEqual([]);
    });

    it('is the owner’s alone: the front desk and teachers only read it', async () => {
      for (const who of ['receptionist', 'teacher', 'manager', 'accountant'] as const) {
        const response = await school.as(who).post('/schedules/create', {
          group_id: group.id,
          weekday: 3,
          start_time: '06:45',
          duration_minutes: 60,
        });
        expect(response.status, who).toBe(403);
        expect(response.body).toEqual({ message: serverErrors.forbidden });
      }
      const stored = await t.db
        .selectFrom('schedules')
        .select('id')
        .where('start_time', '=', '06:45')
        .execute();
      expect(stored).toEqual([]);
    });

    it('refuses another school’s school_id with 403', async () => {
      const response = await school.as('owner').post('/schedules/create', {
        group_id: group.id,
        weekday: 3,
        start_time: '10:00',
        duration_minutes: 60,
        school_id: ids.schools.other,
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: serverErrors.otherSchool });
    });
  });

  describe('reading', () => {
    it('lists the week Monday first, then by time, then by id', async () => {
      const fresh = await createScheduleSchool(t);
      const freshGroup = await insertGroup(t.db, fresh.schoolId);
      const owner = fresh.as('owner');
      const sundayNoon = await createEntry(owner, freshGroup.id, { weekday: 7, start_time: '12:00' });
      const mondayEvening = await createEntry(owner, freshGroup.id, { weekday: 1, start_time: '19:00' });
      const mondayMorning = await createEntry(owner, freshGroup.id, { weekday: 1, start_time: '09:30' });
      const mondayMorningToo = await createEntry(owner, freshGroup.id, { weekday: 1, start_time: '09:30' });
      const wednesday = await createEntry(owner, freshGroup.id, { weekday: 3, start_time: '08:00' });

      for (const who of ['owner', 'receptionist', 'teacher'] as const) {
        const response = await fresh.as(who).post('/schedules/getallwhere', {});
        expect(response.status, who).toBe(200);
        expect(response.body).toEqual([
          mondayMorning,
          mondayMorningToo,
          mondayEvening,
          wednesday,
          sundayNoon,
        ]);
      }
      const one = await fresh.as('teacher').get(`/schedules/getone/${wednesday.id}`);
      expect(one.body).toEqual(wednesday);
    });

    it('is closed to the manager and the accountant; another school answers 403 or 404', async () => {
      for (const who of ['manager', 'accountant'] as const) {
        expect((await school.as(who).post('/schedules/getallwhere', {})).status, who).toBe(403);
      }
      expect(
        (await school.as('owner').post('/schedules/getallwhere', { school_id: ids.schools.other })).status,
      ).toBe(403);
      const foreignGroup = await insertGroup(t.db, ids.schools.other);
      const foreign = await createEntry(otherOwner, foreignGroup.id);
      expect((await school.as('owner').get(`/schedules/getone/${foreign.id}`)).body).toEqual({
        message: serverErrors.notFound,
      });
      expect((await school.as('owner').get('/schedules/getone/0')).body).toEqual({
        message: serverErrors.invalidId,
      });
    });
  });
});
