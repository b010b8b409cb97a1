import { expect } from 'vitest';
import { apiPath, attendanceFilterSchema, attendanceMarkSchema, serverErrors } from '@/contract';
import type { ApiClient } from '../api-client';
import { CONTRACT_START } from '../contract-clock';
import { expectAnswer, expectError, validationMessage } from '../expectations';
import { graciaOwner, platformAdmin, salsaOwner, seededUserWithRole } from '../seed-data';
import type { ContractCases } from './contract-case';
import { listLessons, markAttendance } from './schedule-requests';
import { artur, polina } from './schedule-seed';
import { marked, teacherView, waltzLesson } from './schedule-waltz';
import { loginAs } from './sign-in';

const listAttendance = (api: ApiClient, body: unknown) =>
  api.request('POST', apiPath('attendanceWhere'), body);
const minuteLater = new Date(CONTRACT_START.getTime() + 60_000).toISOString();

export const attendanceCases: ContractCases = {
  'everyone in the group is present until marked, sorted by name': async (api) => {
    const { lessonId, list } = await waltzLesson(api);

    for (const role of ['owner', 'receptionist'] as const) {
      await loginAs(api, seededUserWithRole(role));
      expectAnswer(await listAttendance(api, { lesson_id: lessonId }), 200, list);
    }
    expectAnswer(await listAttendance(api, { lesson_id: String(lessonId) }), 200, list);
    await loginAs(api, seededUserWithRole('teacher'));
    expectAnswer(await listAttendance(api, { lesson_id: lessonId }), 200, list.map(teacherView));
  },

  'a mark is stored with its time and replaced by a later one': async (api) => {
    const { lessonId, present } = await waltzLesson(api);
    const { yolkina, yakovleva } = present;

    // Nobody has a subscription: a visit is one debt visit, and an absence none — the school bills no absence
    // without a pass by default (docs/money.md).
    const absent = marked(yolkina, 'absent', CONTRACT_START.toISOString(), 0);
    expectAnswer(await markAttendance(api, lessonId, yolkina.student_id, false), 200, absent);

    api.advanceClock(60_000);
    await loginAs(api, seededUserWithRole('receptionist'));
    const back = marked(yolkina, 'present', minuteLater, 1);
    expectAnswer(await markAttendance(api, lessonId, String(yolkina.student_id), true), 200, back);
    await loginAs(api, artur);
    const away = teacherView(marked(yakovleva, 'absent', minuteLater, 0));
    expectAnswer(await markAttendance(api, lessonId, yakovleva.student_id, false), 200, away);

    const { abramova, abramovaToo, eliseeva } = present;
    expectAnswer(
      await listAttendance(api, { lesson_id: lessonId }),
      200,
      [abramova, abramovaToo, eliseeva, back, away].map(teacherView),
    );
  },

  'a student who left the group keeps the mark; others leave the list': async (api) => {
    const { lessonId, present } = await waltzLesson(api);
    const { abramova, abramovaToo, eliseeva, yolkina, yakovleva } = present;
    expect((await markAttendance(api, lessonId, yakovleva.student_id, false)).status).toBe(200);

    for (const student of [yakovleva, eliseeva]) {
      const leave = await api.request('PUT', apiPath('student', { id: student.student_id }), {
        group_id: null,
      });
      expect(leave.status).toBe(200);
    }

    const away = marked(yakovleva, 'absent', CONTRACT_START.toISOString(), 0);
    expectAnswer(await listAttendance(api, { lesson_id: lessonId }), 200, [
      abramova,
      abramovaToo,
      yolkina,
      away,
    ]);
    // Present after all: now the visit is a debt.
    expectAnswer(
      await markAttendance(api, lessonId, yakovleva.student_id, true),
      200,
      marked(yakovleva, 'present', CONTRACT_START.toISOString(), 1),
    );
    for (const studentId of [eliseeva.student_id, 1, 9999]) {
      expectError(
        await markAttendance(api, lessonId, studentId, false),
        400,
        serverErrors.studentNotInLesson,
      );
    }
  },

  'a teacher marks only their own lessons, and reads all': async (api) => {
    const { lessonId, present, list } = await waltzLesson(api);
    const untaught = await waltzLesson(api, null, 'Вальс без преподавателя');

    await loginAs(api, polina);
    const theirs = await markAttendance(api, lessonId, present.yolkina.student_id, false);
    expectError(theirs, 403, serverErrors.notOwnLesson);
    expectAnswer(await listAttendance(api, { lesson_id: lessonId }), 200, list.map(teacherView));
    await loginAs(api, artur);
    const nobodys = await markAttendance(api, untaught.lessonId, untaught.present.yolkina.student_id, false);
    expectError(nobodys, 403, serverErrors.notOwnLesson);
    expect((await markAttendance(api, lessonId, present.yolkina.student_id, false)).status).toBe(200);
  },

  'a cancelled lesson takes no marks': async (api) => {
    const { lessonId, present, list } = await waltzLesson(api);
    const cancel = await api.request('PATCH', apiPath('lessonUpdate', { id: lessonId }), {
      is_canceled: true,
    });
    expect(cancel.status).toBe(200);

    for (const user of [graciaOwner, artur]) {
      await loginAs(api, user);
      const answer = await markAttendance(api, lessonId, present.yolkina.student_id, false);
      expectError(answer, 409, serverErrors.lessonCanceled);
    }
    expectAnswer(await listAttendance(api, { lesson_id: lessonId }), 200, list.map(teacherView));
  },

  'attendance is checked field by field': async (api) => {
    const { lessonId, present } = await waltzLesson(api);

    for (const body of [{}, { lesson_id: 'урок' }]) {
      expectError(await listAttendance(api, body), 400, validationMessage(attendanceFilterSchema, body));
    }
    const mark = { lesson_id: lessonId, student_id: present.yolkina.student_id };
    for (const body of [mark, { ...mark, is_present: 'да' }, { ...mark, student_id: 0, is_present: true }]) {
      const answer = await api.request('POST', apiPath('attendanceMark'), body);
      expectError(answer, 400, validationMessage(attendanceMarkSchema, body));
    }
  },

  "another school's or an unknown lesson is not found": async (api) => {
    const { lessonId, present } = await waltzLesson(api);
    // Past every lesson the school has.
    const unknown = 1000 + Math.max(...(await listLessons(api)).map(({ id }) => id));
    expectError(await listAttendance(api, { lesson_id: unknown }), 404, serverErrors.notFound);
    expectError(
      await markAttendance(api, unknown, present.yolkina.student_id, false),
      404,
      serverErrors.notFound,
    );

    await loginAs(api, salsaOwner);
    expectError(await listAttendance(api, { lesson_id: lessonId }), 404, serverErrors.notFound);
    const foreign = await markAttendance(api, lessonId, present.yolkina.student_id, false);
    expectError(foreign, 404, serverErrors.notFound);
  },

  'sales and accounts neither read nor mark attendance': async (api) => {
    const { lessonId, present } = await waltzLesson(api);
    api.setSession(null);
    expectError(await listAttendance(api, { lesson_id: lessonId }), 401, serverErrors.unauthenticated);

    for (const user of [seededUserWithRole('manager'), seededUserWithRole('accountant'), platformAdmin]) {
      await loginAs(api, user);
      expectError(await listAttendance(api, { lesson_id: lessonId }), 403, serverErrors.forbidden);
      const answer = await markAttendance(api, lessonId, present.yolkina.student_id, false);
      expectError(answer, 403, serverErrors.forbidden);
    }
  },
};
