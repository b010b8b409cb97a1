import type { Page } from '@playwright/test';
import type {
  ClientCreateInput,
  GroupCreateInput,
  LeadCreateInput,
  LessonCreateInput,
  StudentCreateInput,
  SubscriptionSaleInput,
  SubscriptionTemplateCreateInput,
} from '../../src/contract';
import { postFromPage, todayInPage } from './page-api';

// What a flow needs, made in its own school through the API the pages use (signed in as someone who may make it):
// defaults that satisfy the contract, a name no other row of the school has, and what the flow cares about as
// overrides. The answer is the server's row.

let sequence = 0;
/** Unique within a run of many workers: the clock's last digits, the worker's randomness and a counter. */
export function unique(): string {
  sequence += 1;
  return `${Date.now() % 100_000}${Math.floor(Math.random() * 100)}-${sequence}`;
}

type Row = { id: number; name: string };

export function buildGroup(page: Page, overrides: Partial<GroupCreateInput> = {}) {
  return postFromPage<Row>(page, '/groups/create', {
    name: `Группа ${unique()}`,
    entity_type: 'student',
    ...overrides,
  });
}

export function buildStudent(page: Page, overrides: Partial<StudentCreateInput> = {}) {
  return postFromPage<Row>(page, '/students/registration', { name: `Ученица ${unique()}`, ...overrides });
}

export function buildClient(page: Page, overrides: Partial<ClientCreateInput> = {}) {
  return postFromPage<Row>(page, '/clients/create', { name: `Родитель ${unique()}`, ...overrides });
}

export function buildLead(page: Page, overrides: Partial<LeadCreateInput> = {}) {
  return postFromPage<Row>(page, '/leads/create', { name: `Лид ${unique()}`, ...overrides });
}

/** A lesson of the group, tonight unless told otherwise (late, so it has not started yet at any hour of a run). */
export async function buildLesson(
  page: Page,
  overrides: Pick<LessonCreateInput, 'group_id'> & Partial<LessonCreateInput>,
) {
  return postFromPage<{ id: number }>(page, '/lessons/create', {
    lesson_date: await todayInPage(page),
    start_time: '23:00',
    duration_minutes: 45,
    ...overrides,
  });
}

export function buildTemplate(page: Page, overrides: Partial<SubscriptionTemplateCreateInput> = {}) {
  return postFromPage<Row>(page, '/subscription-templates/create', {
    name: `Абонемент ${unique()}`,
    kind: 'visits',
    visits: 8,
    price: 400_000,
    validity_days: 30,
    ...overrides,
  });
}

/** A pass sold today; without `payment` the student owes its price. */
export async function sellPass(
  page: Page,
  sale: Pick<SubscriptionSaleInput, 'student_id' | 'template_id'> & Partial<SubscriptionSaleInput>,
) {
  return postFromPage<{ id: number }>(page, '/subscriptions/sell', {
    issued_at: await todayInPage(page),
    ...sale,
  });
}
