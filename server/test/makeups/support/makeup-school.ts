import { expect } from 'vitest';
import type { Makeup } from '../../../../src/contract/index.ts';
import { createMoneySchool, type MoneySchool } from '../../money/support/money-school.ts';
import { addToGroup, insertGroup, insertStudent } from '../../schedule/support/schedule-rows.ts';
import type { TestContext } from '../../support/test-app.ts';

export type MakeupSchool = MoneySchool & {
  /** The directions of the school's lessons: the home group's, and another one. */
  styles: { hipHop: number; ballet: number };
  /** Another group of the home group's style, one of another style; both with a seat limit the test sets. */
  groups: { sameStyle: number; otherStyle: number };
  /** A lesson of a group (the home group unless named), of its style, on a day and hour. */
  lesson: (body?: Record<string, unknown>) => Promise<number>;
  /** A student's make-ups as the owner reads them. */
  makeups: (studentId: number) => Promise<Makeup[]>;
  /** A new student of a group, for seats to fill. */
  student: (name: string, groupId: number) => Promise<number>;
};

/**
 * The money school of the money tests with directions and groups to make up in: the home group is hip-hop, one more
 * hip-hop group and a ballet group take guests.
 */
export async function createMakeupSchool(t: TestContext): Promise<MakeupSchool> {
  const base = await createMoneySchool(t);
  const owner = base.school.as('owner');
  const style = async (name: string) => {
    const response = await owner.post('/styles/registration', { name });
    expect(response.status, response.text).toBe(201);
    return response.body.id as number;
  };
  const styles = { hipHop: await style('Хип-хоп'), ballet: await style('Балет') };
  const groups = {
    sameStyle: (await insertGroup(t.db, base.school.schoolId, { name: 'Хип-хоп, вечер' })).id,
    otherStyle: (await insertGroup(t.db, base.school.schoolId, { name: 'Балет, утро' })).id,
  };
  return {
    ...base,
    styles,
    groups,
    lesson: (body = {}) => base.createLesson({ direction_id: styles.hipHop, ...body }),
    makeups: async (studentId) => {
      const response = await owner.post('/makeups/getallwhere', { student_id: studentId });
      expect(response.status, response.text).toBe(200);
      return response.body as Makeup[];
    },
    student: async (name, groupId) => {
      const id = await insertStudent(t.db, base.school.schoolId, name);
      await addToGroup(t.db, id, groupId);
      return id;
    },
  };
}
