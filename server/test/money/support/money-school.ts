import { expect } from 'vitest';
import type { Subscription } from '../../../../src/contract/index.ts';
import { type AttendanceSchool, createAttendanceSchool } from '../../schedule/support/attendance-school.ts';
import type { TestContext } from '../../support/test-app.ts';

export type MoneySchool = AttendanceSchool & {
  /** Creates a template as the owner; answers its id. */
  template: (body?: Record<string, unknown>) => Promise<number>;
  /** Sells a template to a student as the owner; answers the subscription. */
  sell: (studentId: number, templateId: number, body?: Record<string, unknown>) => Promise<Subscription>;
  /** Marks as the owner; answers the record. */
  mark: (lessonId: number, studentId: number, mark: string | null) => Promise<Record<string, unknown>>;
  subscription: (id: number) => Promise<Subscription>;
  /** The student's ledger lines, oldest first, as stored. */
  ledger: (studentId: number) => Promise<
    {
      kind: string;
      amount: number;
      visits: number;
      subscription_id: number | null;
      lesson_id: number | null;
    }[]
  >;
  balance: (studentId: number) => Promise<number>;
};

/** The attendance school of the schedule tests, with helpers that move its money through the API. */
export async function createMoneySchool(t: TestContext): Promise<MoneySchool> {
  const base = await createAttendanceSchool(t);
  const owner = base.school.as('owner');
  return {
    ...base,
    template: async (body = {}) => {
      const response = await owner.post('/subscription-templates/create', {
        name: 'Абонемент 4 занятия',
        kind: 'visits',
        visits: 4,
        price: 200_000,
        validity_days: 30,
        freeze_count: 1,
        freeze_days: 7,
        ...body,
      });
      expect(response.status, response.text).toBe(201);
      return response.body.id as number;
    },
    sell: async (studentId, templateId, body = {}) => {
      const response = await owner.post('/subscriptions/sell', {
        student_id: studentId,
        template_id: templateId,
        issued_at: '2026-03-01',
        ...body,
      });
      expect(response.status, response.text).toBe(201);
      return response.body as Subscription;
    },
    mark: async (lessonId, studentId, mark) => {
      const response = await owner.post('/attendance/mark', {
        lesson_id: lessonId,
        student_id: studentId,
        mark,
      });
      expect(response.status, response.text).toBe(200);
      return response.body;
    },
    subscription: async (id) => {
      const response = await owner.post('/subscriptions/getallwhere', {});
      const found = (response.body as Subscription[]).find((item) => item.id === id);
      if (!found) throw new Error(`No subscription ${id}`);
      return found;
    },
    ledger: (studentId) =>
      t.db
        .selectFrom('account_entries')
        .select(['kind', 'amount', 'visits', 'subscription_id', 'lesson_id'])
        .where('student_id', '=', studentId)
        .orderBy('id')
        .execute(),
    balance: async (studentId) => {
      const response = await owner.get(`/finances/student/${studentId}`);
      expect(response.status, response.text).toBe(200);
      return response.body.balance as number;
    },
  };
}
