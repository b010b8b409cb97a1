import { expect } from 'vitest';
import type { TestContext } from '../../support/test-app.ts';
import { insertGroup, insertStudent } from './schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './schedule-school.ts';

export type AttendanceSchool = {
  school: ScheduleSchool;
  groupId: number;
  /** Student ids: five in the group (two namesakes among them, Ё and Е names to sort), one in another group. */
  students: Record<'zhukov' | 'yolkina' | 'ershov' | 'abramov' | 'abramovToo' | 'elsewhere', number>;
  /** A one-off lesson of the group, taught by the school's first teacher unless overridden; answers its id. */
  createLesson: (body?: Record<string, unknown>) => Promise<number>;
};

export async function createAttendanceSchool(t: TestContext): Promise<AttendanceSchool> {
  const school = await createScheduleSchool(t);
  const groupId = (await insertGroup(t.db, school.schoolId)).id;
  const otherGroup = await insertGroup(t.db, school.schoolId);
  const student = (name: string, groups: number[]) => insertStudent(t.db, school.schoolId, name, groups);
  const students = {
    zhukov: await student('Жуков Марк', [groupId]),
    yolkina: await student('Ёлкина Вера', [groupId]),
    ershov: await student('Ершов Илья', [groupId]),
    abramov: await student('Абрамов Артём', [groupId, otherGroup.id]),
    abramovToo: await student('Абрамов Артём', [groupId]),
    elsewhere: await student('Быкова Ольга', [otherGroup.id]),
  };
  const createLesson = async (body: Record<string, unknown> = {}) => {
    const response = await school.as('owner').post('/lessons/create', {
      group_id: groupId,
      lesson_date: '2026-03-04',
      start_time: '17:00',
      duration_minutes: 60,
      teacher_id: school.ids.teacher,
      ...body,
    });
    expect(response.status, response.text).toBe(201);
    return response.body.id as number;
  };
  return { school, groupId, students, createLesson };
}
