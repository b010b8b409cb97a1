import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { type AttendanceSchool, createAttendanceSchool } from './support/attendance-school.ts';
import { insertGroup, insertStudent, removeFromGroup } from './support/schedule-rows.ts';
import type { ScheduleSchool } from './support/schedule-school.ts';

describe.each(testDialects())('attendance list on %s', (dialect) => {
  const t = useTestApp(dialect);
  let school: ScheduleSchool;
  let otherOwner: ApiAs;
  let groupId: number;
  let students: AttendanceSchool['students'];
  let createLesson: AttendanceSchool['createLesson'];

  const listFor = (who: ApiAs, lessonId: number) =>
    who.post('/attendance/getallwhere', { lesson_id: lessonId });

  beforeAll(async () => {
    ({ school, groupId, students, createLesson } = await createAttendanceSchool(t));
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
  });

  describe('POST /attendance/getallwhere', () => {
    it('lists the group present by default, in Russian alphabetical order (Ё beside Е), then by id', async () => {
      const lessonId = await createLesson();
      for (const who of ['owner', 'receptionist', 'teacher', 'secondTeacher'] as const) {
        const response = await listFor(school.as(who), lessonId);
        expect(response.status, who).toBe(200);
        expect(response.body).toEqual(
          [
            ['abramov', 'Абрамов Артём'],
            ['abramovToo', 'Абрамов Артём'],
            ['yolkina', 'Ёлкина Вера'],
            ['ershov', 'Ершов Илья'],
            ['zhukov', 'Жуков Марк'],
          ].map(([key, name]) =>
            // The spec's fields; the money beside them is the subject of server/test/money.
            expect.objectContaining({
              lesson_id: lessonId,
              student_id: students[key as keyof typeof students],
              student_name: name,
              is_present: true,
              mark: null,
              marked_at: null,
            }),
          ),
        );
      }
    });

    it('keeps a student who left the group once they were marked', async () => {
      const leaver = await insertStudent(t.db, school.schoolId, 'Абдуллина Зоя', [groupId]);
      const lessonId = await createLesson();
      await school
        .as('owner')
        .post('/attendance/mark', { lesson_id: lessonId, student_id: leaver, is_present: false });
      await removeFromGroup(t.db, leaver, groupId);

      const data = (await listFor(school.as('owner'), lessonId)).body;
      expect(data[0]).toMatchObject({
        lesson_id: lessonId,
        student_id: leaver,
        student_name: 'Абдуллина Зоя',
        is_present: false,
        mark: 'absent',
        marked_at: t.clock.now().toISOString(),
      });
      expect(data).toHaveLength(6);

      const later = await createLesson();
      const ids = (await listFor(school.as('owner'), later)).body.map(
        (row: { student_id: number }) => row.student_id,
      );
      expect(ids).not.toContain(leaver);
    });

    it('answers 404 for another school’s lesson, 400 without a lesson, 403 for other roles', async () => {
      const foreignGroup = await insertGroup(t.db, 2);
      const foreign = await otherOwner.post('/lessons/create', {
        group_id: foreignGroup.id,
        lesson_date: '2026-03-04',
        start_time: '10:00',
        duration_minutes: 60,
      });
      for (const id of [foreign.body.id, 999999]) {
        expect((await listFor(school.as('owner'), id)).body).toEqual({ message: serverErrors.notFound });
      }
      const empty = await school.as('owner').post('/attendance/getallwhere', {});
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ message: serverErrors.invalidId });
      const lessonId = await createLesson();
      for (const who of ['manager', 'accountant'] as const) {
        expect((await listFor(school.as(who), lessonId)).status, who).toBe(403);
      }
      expect((await api(t.app).post('/attendance/getallwhere', { lesson_id: lessonId })).status).toBe(401);
    });
  });
});
