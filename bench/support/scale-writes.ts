import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, TAB_HEADER } from '../../src/contract/index.ts';
import type { ScaleSchool } from './scale-fixtures.ts';
import { pick, type SchoolPeople, type Staff } from './scale-people.ts';
import { type Answer, answerJson, type Call } from './scale-traffic.ts';

// The writes of the scale bench's day, each written down once the server acknowledged it, so the bench can look
// for it in the database after the run. One mark or one lead is written by one client at a time, so the last
// acknowledged value is the one that must be stored.

export type Acknowledged = {
  /** Lead id → the qualification last acknowledged (null: created, not edited since). */
  leads: Map<number, string | null>;
  /** `lesson:student` → present or not, as last acknowledged. */
  marks: Map<string, boolean>;
  subscriptions: number[];
  payments: number[];
  count: number;
};

const idOf = (answer: Answer) => Number((answerJson(answer) as { id: number }).id);

export function scaleWrites(people: SchoolPeople, today: string) {
  const acknowledged: Acknowledged = {
    leads: new Map(),
    marks: new Map(),
    subscriptions: [],
    payments: [],
    count: 0,
  };
  const busy = new Set<string>();
  const createdLeads = new Map<number, number[]>();
  let sequence = 0;

  const take = (key: string) => {
    if (busy.has(key)) return false;
    busy.add(key);
    return true;
  };
  const headers = (member: Staff, idempotent = false) => ({
    [TAB_HEADER]: member.tab,
    ...(idempotent && { [IDEMPOTENCY_HEADER]: randomUUID() }),
  });
  const acknowledge = (record: () => void) => () => {
    record();
    acknowledged.count += 1;
  };

  /** The front desk marks any lesson of the week, a teacher their own; about one in seven is absent. */
  function attendanceMark(school: ScaleSchool): Call | null {
    const lesson = pick(school.lessons);
    const student = lesson && pick(lesson.students);
    if (!lesson || student === undefined) return null;
    const key = `${lesson.id}:${student}`;
    if (!take(`mark:${key}`)) return null;
    const teacher = people.staff(school).find((member) => member.userId === lesson.teacherId);
    const member = teacher && Math.random() < 0.3 ? teacher : people.as(school, 'receptionist');
    const present = Math.random() < 0.85;
    return {
      kind: 'attendanceMark',
      method: 'POST',
      path: '/attendance/mark',
      cookie: member.cookie,
      headers: headers(member),
      body: { lesson_id: lesson.id, student_id: student, mark: present ? 'present' : 'absent' },
      onAnswer: acknowledge(() => acknowledged.marks.set(key, present)),
      onSettled: () => busy.delete(`mark:${key}`),
    };
  }

  /** A pass sold at the front desk and paid by card, with an Idempotency-Key as the SPA sends. */
  function subscriptionSell(school: ScaleSchool): Call {
    const member = people.as(school, 'receptionist');
    const sale = { student_id: pick(school.students), template_id: school.pass.templateId, issued_at: today };
    return {
      kind: 'subscriptionSell',
      method: 'POST',
      path: '/subscriptions/sell',
      cookie: member.cookie,
      headers: headers(member, true),
      body: { ...sale, payment: { amount: school.pass.price, method: 'card' } },
      onAnswer: (answer) => acknowledge(() => acknowledged.subscriptions.push(idOf(answer)))(),
    };
  }

  function paymentCreate(school: ScaleSchool): Call {
    const member = people.as(school, 'receptionist', 'accountant');
    return {
      kind: 'paymentCreate',
      method: 'POST',
      path: '/payments/create',
      cookie: member.cookie,
      headers: headers(member, true),
      body: {
        student_id: pick(school.students),
        type: 'single',
        method: 'cash',
        amount: 70_000,
        paid_on: today,
      },
      onAnswer: (answer) => acknowledge(() => acknowledged.payments.push(idOf(answer)))(),
    };
  }

  function leadUpdate(school: ScaleSchool): Call | null {
    const lead = pick([...school.leads, ...(createdLeads.get(school.id) ?? [])]);
    if (lead === undefined || !take(`lead:${lead}`)) return null;
    const member = people.as(school, 'manager');
    sequence += 1;
    const qualification = `Созвонились, замер ${sequence}`;
    return {
      kind: 'leadUpdate',
      method: 'PATCH',
      path: `/leads/update/${lead}`,
      cookie: member.cookie,
      headers: headers(member),
      body: { qualification },
      onAnswer: acknowledge(() => acknowledged.leads.set(lead, qualification)),
      onSettled: () => busy.delete(`lead:${lead}`),
    };
  }

  function leadCreate(school: ScaleSchool): Call {
    const member = people.as(school, 'manager');
    sequence += 1;
    return {
      kind: 'leadCreate',
      method: 'POST',
      path: '/leads/create',
      cookie: member.cookie,
      headers: headers(member),
      body: { name: `Лид замера ${sequence}`, phone: '+7 (900) 123-45-67' },
      onAnswer: (answer) =>
        acknowledge(() => {
          const id = idOf(answer);
          acknowledged.leads.set(id, null);
          createdLeads.set(school.id, [...(createdLeads.get(school.id) ?? []), id]);
        })(),
    };
  }

  return { acknowledged, attendanceMark, subscriptionSell, paymentCreate, leadUpdate, leadCreate };
}
