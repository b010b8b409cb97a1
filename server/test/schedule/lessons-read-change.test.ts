import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createStyle } from './support/schedule-api.ts';
import { insertGroup, storedLesson } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

describe.each(testDialects())('lessons: read one, change, delete on %s', (dialect) => {
  const t = useTestApp(dialect);
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

  describe('GET /lessons/getone/{id}', () => {
    it('adds the teacher’s phone for the lesson card', async () => {
      const lesson = await createLesson({ teacher_id: school.ids.secondTeacher, direction_id: style.id });
      for (const who of ['owner', 'receptionist', 'teacher'] as const) {
        const response = await school.as(who).get(`/lessons/getone/${lesson.id}`);
        expect(response.status, who).toBe(200);
        expect(response.body).toEqual({
          ...lesson,
          teacher_name: 'Морозова Полина Викторовна',
          teacher_phone: school.phones.secondTeacher,
        });
      }
      const withoutTeacher = await createLesson();
      expect(
        (await school.as('owner').get(`/lessons/getone/${withoutTeacher.id}`)).body.teacher_phone,
      ).toBeNull();
    });

    it('answers 404 for another school’s lesson or an unknown one', async () => {
      const foreign = await insertGroup(t.db, 2);
      const response = await otherOwner.post('/lessons/create', oneOff({ group_id: foreign.id }));
      expect(response.status).toBe(201);
      for (const id of [response.body.id, 999999]) {
        expect((await school.as('owner').get(`/lessons/getone/${id}`)).body).toEqual({
          message: serverErrors.notFound,
        });
      }
      expect((await school.as('accountant').get(`/lessons/getone/${response.body.id}`)).status).toBe(403);
    });
  });

  describe('PATCH /lessons/update/{id}', () => {
    it('moves the lesson, changes teacher and direction, and marks it changed by hand', async () => {
      const lesson = await createLesson({ teacher_id: school.ids.teacher });
      const other = await createStyle(school.as('owner'), { name: 'Вог' });
      const response = await school.as('owner').patch(`/lessons/update/${lesson.id}`, {
        lesson_date: '2026-03-14',
        start_time: '11:00',
        duration_minutes: 90,
        teacher_id: school.ids.secondTeacher,
        direction_id: other.id,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...lesson,
        lesson_date: '2026-03-14',
        start_time: '11:00',
        duration_minutes: 90,
        teacher_id: school.ids.secondTeacher,
        teacher_name: 'Морозова Полина Викторовна',
        direction_id: other.id,
        dance_style: 'Вог',
      });
      expect(await storedLesson(t.db, lesson.id)).toMatchObject({
        lesson_date: '2026-03-14',
        is_manual: true,
      });
    });

    it('cancels and restores; null clears the teacher', async () => {
      const lesson = await createLesson({ teacher_id: school.ids.teacher });
      const canceled = await school.as('owner').patch(`/lessons/update/${lesson.id}`, { is_canceled: true });
      expect(canceled.body).toEqual({ ...lesson, is_canceled: true });
      const restored = await school.as('owner').patch(`/lessons/update/${lesson.id}`, {
        is_canceled: false,
        teacher_id: null,
      });
      expect(restored.body).toEqual({ ...lesson, teacher_id: null, teacher_name: null });
      expect(await storedLesson(t.db, lesson.id)).toMatchObject({ is_canceled: false, teacher_id: null });
    });

    it('answers 400 for bad values and leaves the lesson as it was', async () => {
      const lesson = await createLesson();
      const before = await storedLesson(t.db, lesson.id);
      for (const [body, message] of [
        [{}, 'Нет полей для изменения'],
        [{ start_time: '18:60' }, 'Поле «Начало»: время в формате ЧЧ:ММ'],
        [{ is_canceled: 'да' }, 'Поле «Отменено» должно быть да/нет'],
        [{ teacher_id: school.ids.accountant }, serverErrors.notATeacher],
        [{ direction_id: 999999 }, serverErrors.unknownStyle],
      ] as const) {
        const response = await school.as('owner').patch(`/lessons/update/${lesson.id}`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body).toEqual({ message });
      }
      expect(await storedLesson(t.db, lesson.id)).toEqual(before);
    });

    it('is the owner’s alone, and another school’s lesson is not found', async () => {
      const lesson = await createLesson();
      for (const who of ['receptionist', 'teacher'] as const) {
        const response = await school.as(who).patch(`/lessons/update/${lesson.id}`, { is_canceled: true });
        expect(response.status, who).toBe(403);
      }
      const foreignGroup = await insertGroup(t.db, 2);
      const foreign = (await otherOwner.post('/lessons/create', oneOff({ group_id: foreignGroup.id }))).body;
      const response = await school.as('owner').patch(`/lessons/update/${foreign.id}`, { is_canceled: true });
      expect(response.status).toBe(404);
      expect(await storedLesson(t.db, foreign.id)).toMatchObject({ is_canceled: false, is_manual: false });
      expect(await storedLesson(t.db, lesson.id)).toMatchObject({ is_canceled: false });
    });
  });

  describe('DELETE /lessons/delete/{id}', () => {
    it('removes the lesson', async () => {
      const lesson = await createLesson();
      const response = await school.as('owner').delete(`/lessons/delete/${lesson.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: lesson.id });
      expect(await storedLesson(t.db, lesson.id)).toBeUndefined();
      expect((await school.as('owner').get(`/lessons/getone/${lesson.id}`)).status).toBe(404);
    });

    it('is the owner’s alone, and another school’s lesson stays', async () => {
      const lesson = await createLesson();
      expect((await school.as('receptionist').delete(`/lessons/delete/${lesson.id}`)).status).toBe(403);
      expect((await api(t.app).delete(`/lessons/delete/${lesson.id}`)).status).toBe(401);
      const foreignGroup = await insertGroup(t.db, 2);
      const foreign = (await otherOwner.post('/lessons/create', oneOff({ group_id: foreignGroup.id }))).body;
      expect((await school.as('owner').delete(`/lessons/delete/${foreign.id}`)).status).toBe(404);
      expect(await storedLesson(t.db, foreign.id)).toBeDefined();
      expect(await storedLesson(t.db, lesson.id)).toBeDefined();
    });
  });
});
