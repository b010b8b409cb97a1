import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { type AttendanceSchool, createAttendanceSchool } from './support/attendance-school.ts';
import { insertGroup, insertStudent } from './support/schedule-rows.ts';
import type { ScheduleSchool } from './support/schedule-school.ts';

describe.each(testDialects())('attendance marks on %s', (dialect) => {
  const t = useTestApp(dialect);
  let school: ScheduleSchool;
  let otherOwner: ApiAs;
  let students: AttendanceSchool['students'];
  let createLesson: AttendanceSchool['createLesson'];

  const storedMarks = (lessonId: number) =>
    t.db
      .selectFrom('attendance')
      .select(['school_id', 'student_id', 'is_present', 'marked_by', 'marked_at'])
      .where('lesson_id', '=', lessonId)
      .orderBy('student_id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, is_present: Boolean(row.is_present) })));
  const listFor = (who: ApiAs, lessonId: number) =>
    who.post('/attendance/getallwhere', { lesson_id: lessonId });

  beforeAll(async () => {
    ({ school, students, createLesson } = await createAttendanceSchool(t));
    otherOwner = api(t.app, await loginAs(t.app, accounts.otherOwner.email));
  });

  describe('POST /attendance/mark', () => {
    it('stores the mark with who made it and when, and answers the record', async () => {
      const lessonId = await createLesson();
      const response = await school.as('receptionist').post('/attendance/mark', {
        lesson_id: String(lessonId),
        student_id: students.ershov,
        is_present: false,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        lesson_id: lessonId,
        student_id: students.ershov,
        student_name: 'Ершов Илья',
        is_present: false,
        mark: 'absent',
        marked_at: t.clock.now().toISOString(),
      });
      expect(await storedMarks(lessonId)).toEqual([
        {
          school_id: school.schoolId,
          student_id: students.ershov,
          is_present: false,
          marked_by: school.ids.receptionist,
          marked_at: t.clock.now().toISOString(),
        },
      ]);
      const listed = (await listFor(school.as('owner'), lessonId)).body;
      expect(listed.find((row: { student_id: number }) => row.student_id === students.ershov)).toEqual(
        response.body,
      );
    });

    it('replaces an earlier mark of the same student', async () => {
      const lessonId = await createLesson();
      await school
        .as('owner')
        .post('/attendance/mark', { lesson_id: lessonId, student_id: students.zhukov, is_present: false });
      t.clock.advance(5 * MINUTE);
      const response = await school.as('teacher').post('/attendance/mark', {
        lesson_id: lessonId,
        student_id: students.zhukov,
        is_present: true,
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ is_present: true, marked_at: t.clock.now().toISOString() });
      expect(await storedMarks(lessonId)).toEqual([
        expect.objectContaining({
          student_id: students.zhukov,
          is_present: true,
          marked_by: school.ids.teacher,
          marked_at: t.clock.now().toISOString(),
        }),
      ]);
    });

    it('lets a teacher mark only their own lessons', async () => {
      const others = await createLesson({ teacher_id: school.ids.secondTeacher });
      const nobodys = await createLesson({ teacher_id: null });
      for (const lessonId of [others, nobodys]) {
        const response = await school.as('teacher').post('/attendance/mark', {
          lesson_id: lessonId,
          student_id: students.abramov,
          is_present: false,
        });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: serverErrors.notOwnLesson });
        expect(await storedMarks(lessonId)).toEqual([]);
      }
      const own = await school.as('secondTeacher').post('/attendance/mark', {
        lesson_id: others,
        student_id: students.abramov,
        is_present: false,
      });
      expect(own.status).toBe(200);
    });

    it('takes no marks on a cancelled lesson', async () => {
      const lessonId = await createLesson();
      await school.as('owner').patch(`/lessons/update/${lessonId}`, { is_canceled: true });
      const response = await school.as('teacher').post('/attendance/mark', {
        lesson_id: lessonId,
        student_id: students.abramov,
        is_present: false,
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: serverErrors.lessonCanceled });
      expect(await storedMarks(lessonId)).toEqual([]);
    });

    it('answers 400 for a student outside the lesson, of another school or unknown', async () => {
      const lessonId = await createLesson();
      const foreignStudent = await insertStudent(t.db, 2, 'Кузнецова Анна');
      for (const studentId of [students.elsewhere, foreignStudent, 999999]) {
        const response = await school.as('owner').post('/attendance/mark', {
          lesson_id: lessonId,
          student_id: studentId,
          is_present: true,
        });
        expect(response.status, String(studentId)).toBe(400);
        expect(response.body).toEqual({ message: serverErrors.studentNotInLesson });
      }
      expect(await storedMarks(lessonId)).toEqual([]);
    });

    it('answers 400 for bad fields, 404 for another school’s lesson, 403 for other roles', async () => {
      const lessonId = await createLesson();
      const bad = await school.as('owner').post('/attendance/mark', {
        lesson_id: lessonId,
        student_id: students.abramov,
        is_present: 'да',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Поле «Присутствовал» должно быть да/нет' });

      const foreignGroup = await insertGroup(t.db, 2);
      const foreignStudent = await insertStudent(t.db, 2, 'Соколов Пётр', [foreignGroup.id]);
      const foreign = await otherOwner.post('/lessons/create', {
        group_id: foreignGroup.id,
        lesson_date: '2026-03-04',
        start_time: '10:00',
        duration_minutes: 60,
      });
      const response = await school.as('owner').post('/attendance/mark', {
        lesson_id: foreign.body.id,
        student_id: foreignStudent,
        is_present: false,
      });
      expect(response.status).toBe(404);
      expect(await storedMarks(foreign.body.id)).toEqual([]);

      for (const who of ['manager', 'accountant'] as const) {
        const refused = await school.as(who).post('/attendance/mark', {
          lesson_id: lessonId,
          student_id: students.abramov,
          is_present: false,
        });
        expect(refused.status, who).toBe(403);
        expect(refused.body).toEqual({ message: serverErrors.forbidden });
      }
      expect(await storedMarks(lessonId)).toEqual([]);
    });
  });
});
