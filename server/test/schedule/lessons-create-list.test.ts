import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { useDemoIds } from '../support/demo-ids.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createStyle, listLessons } from './support/schedule-api.ts';
import { insertGroup, storedLesson } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

describe.each(testDialects())('lessons: create and list on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ids = useDemoIds(t);
  let school: ScheduleSchool;
  let otherOwner: ApiAs;
  let group: { id: number; name: string; color: string };
  let style: { id: number; name: string };

  const oneOff = (body: Record<string, unknown> = {}) => ({
    group_id: group.id,
    lesson_date: '2026-03-12',
    start_time: '18:30',
    duration_minutes: 75,
    ...body,
  });
  const createLesson = async (body: Record<string, unknown> = {}, who: ApiAs = school.as('owner')) => {
    const response = await who.post('/lessons/create', oneOff(body));
    expect(response.status, response.text).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    school = await createScheduleSchool(t);
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
    group = await insertGroup(t.db, school.schoolId, { name: 'Jazz-funk 11–14 лет', color: '#0ea5e9' });
    style = await createStyle(school.as('owner'), { name: 'Jazz-funk' });
  });

  describe('POST /lessons/create', () => {
    it('stores a one-off lesson and answers it with the names the calendar shows', async () => {
      const response = await school
        .as('receptionist')
        .post(
          '/lessons/create',
          oneOff({ group_id: String(group.id), teacher_id: school.ids.teacher, direction_id: style.id }),
        );
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        group_id: group.id,
        group_name: 'Jazz-funk 11–14 лет',
        group_color: '#0ea5e9',
        direction_id: style.id,
        teacher_id: school.ids.teacher,
        teacher_name: 'Хабибуллин Артур Ильдарович',
        lesson_date: '2026-03-12',
        start_time: '18:30',
        duration_minutes: 75,
        is_canceled: false,
        dance_style: 'Jazz-funk',
        school_id: school.schoolId,
        schedule_id: null,
      });
      expect(await storedLesson(t.db, response.body.id)).toMatchObject({
        school_id: school.schoolId,
        schedule_id: null,
        is_canceled: false,
        is_manual: false,
        created_at: t.clock.now().toISOString(),
      });
    });

    it('leaves teacher and direction empty when not given', async () => {
      const lesson = await createLesson();
      expect(lesson).toMatchObject({
        teacher_id: null,
        teacher_name: null,
        direction_id: null,
        dance_style: null,
      });
    });

    it('answers 400 naming the field or the reference', async () => {
      const leadGroup = await insertGroup(t.db, school.schoolId, { entity_type: 'lead' });
      const foreignGroup = await insertGroup(t.db, ids.schools.other);
      const foreignStyle = await createStyle(otherOwner, { name: 'Сальса' });
      for (const [body, message] of [
        [oneOff({ start_time: '25:00' }), 'Поле «Начало»: время в формате ЧЧ:ММ'],
        [oneOff({ start_time: '9:00' }), 'Поле «Начало»: время в формате ЧЧ:ММ'],
        [oneOff({ lesson_date: '2026-02-29' }), 'Поле «Дата»: дата ГГГГ-ММ-ДД'],
        [oneOff({ duration_minutes: 4 }), 'Длительность — не меньше 5 минут'],
        [oneOff({ duration_minutes: 601 }), 'Длительность — не больше 600 минут'],
        [oneOff({ duration_minutes: 'час' }), 'Длительность — число минут'],
        [oneOff({ group_id: 999999 }), serverErrors.unknownGroup],
        [oneOff({ group_id: foreignGroup.id }), serverErrors.unknownGroup],
        [oneOff({ group_id: 1e20 }), serverErrors.invalidId],
        [oneOff({ group_id: leadGroup.id }), serverErrors.groupTypeMismatch],
        [oneOff({ teacher_id: school.ids.receptionist }), serverErrors.notATeacher],
        [oneOff({ teacher_id: ids.users.teacher }), serverErrors.notATeacher],
        [oneOff({ direction_id: foreignStyle.id }), serverErrors.unknownStyle],
        [oneOff({ direction_id: 999999 }), serverErrors.unknownStyle],
      ] as const) {
        const response = await school.as('owner').post('/lessons/create', body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      const stored = await t.db
        .selectFrom('lessons')
        .select('id')
        .where('start_time', 'in', ['25:00', '9:00'])
        .execute();
      expect(stored).toEqual([]);
    });

    it('belongs to the owner and the front desk: a teacher or the accountant gets 403', async () => {
      for (const who of ['teacher', 'accountant', 'manager'] as const) {
        const response = await school.as(who).post('/lessons/create', oneOff({ lesson_date: '2026-03-13' }));
        expect(response.status, who).toBe(403);
        expect(response.body).toEqual({ message: serverErrors.forbidden });
      }
      expect((await api(t.app).post('/lessons/create', oneOff())).status).toBe(401);
      const stored = await t.db
        .selectFrom('lessons')
        .select('id')
        .where('school_id', '=', school.schoolId)
        .where('lesson_date', '=', '2026-03-13')
        .execute();
      expect(stored).toEqual([]);
    });
  });

  describe('POST /lessons/getallwhere', () => {
    it('answers the school’s lessons by date, time and id, within the dates asked (inclusive)', async () => {
      const fresh = await createScheduleSchool(t);
      const freshGroup = await insertGroup(t.db, fresh.schoolId);
      const make = async (lesson_date: string, start_time: string) => {
        const response = await fresh.as('owner').post('/lessons/create', {
          group_id: freshGroup.id,
          lesson_date,
          start_time,
          duration_minutes: 60,
        });
        return response.body.id as number;
      };
      const lateApril = await make('2026-04-01', '10:00');
      const evening = await make('2026-03-10', '19:00');
      const morning = await make('2026-03-10', '09:00');
      const sameMorning = await make('2026-03-10', '09:00');
      const firstOfMarch = await make('2026-03-01', '12:00');

      const all = await listLessons(fresh.as('teacher'));
      expect(all.map((lesson) => lesson.id)).toEqual([
        firstOfMarch,
        morning,
        sameMorning,
        evening,
        lateApril,
      ]);
      expect(all.every((lesson) => lesson.school_id === fresh.schoolId)).toBe(true);

      const march10 = await listLessons(fresh.as('receptionist'), {
        date_from: '2026-03-10',
        date_to: '2026-03-10',
      });
      expect(march10.map((lesson) => lesson.id)).toEqual([morning, sameMorning, evening]);
      const fromMarch2 = await listLessons(fresh.as('owner'), {
        date_from: '2026-03-02',
        school_id: fresh.schoolId,
      });
      expect(fromMarch2.map((lesson) => lesson.id)).toEqual([morning, sameMorning, evening, lateApril]);
      const untilMarch = await listLessons(fresh.as('owner'), { date_to: '2026-03-31' });
      expect(untilMarch.map((lesson) => lesson.id)).toEqual([firstOfMarch, morning, sameMorning, evening]);
    });

    it('answers 400 for a reversed or malformed range and 403 for another school', async () => {
      for (const [body, message] of [
        [{ date_from: '2026-03-10', date_to: '2026-03-09' }, 'Дата «по» раньше даты «с»'],
        [{ date_from: '10.03.2026' }, 'Поле «С»: дата ГГГГ-ММ-ДД'],
      ] as const) {
        const response = await school.as('owner').post('/lessons/getallwhere', body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message });
      }
      const response = await school.as('owner').post('/lessons/getallwhere', { school_id: ids.schools.demo });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: serverErrors.otherSchool });
    });

    it('is closed to the manager and the accountant', async () => {
      for (const who of ['manager', 'accountant'] as const) {
        expect((await school.as(who).post('/lessons/getallwhere', {})).status, who).toBe(403);
      }
    });
  });
});
