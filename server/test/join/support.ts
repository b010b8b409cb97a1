import { sql } from 'kysely';
import {
  apiPath,
  DEFAULT_TIME_ZONE,
  dayIn,
  type JoinPage,
  type JoinTrialInput,
} from '../../../src/contract/index.ts';
import { schoolRevision } from '../../src/db/school-revision.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { demoIds } from '../support/demo-ids.ts';
import type { TestContext } from '../support/test-app.ts';

// The school's public trial form (docs/join-form.md) as its tests drive it: the owner opens a group for trials with
// a lesson, a visitor from an address loads the page and posts the form.

/** More than the least time a person takes to fill the form in (JOIN_MIN_FILL_SECONDS). */
export const FILL_MS = 4000;

export const dayAfter = (t: TestContext, days: number) => {
  const today = dayIn(DEFAULT_TIME_ZONE, t.clock.now());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const owner = async (t: TestContext) => api(t.app, await loginAs(t.app, accounts.owner.email));

/** The demo school's form code, as its owner sees it. */
export async function formCode(t: TestContext): Promise<string> {
  return (await (await owner(t)).get(`/${apiPath('joinFormSettings')}`)).body.code;
}

/** A student group of the demo school with one lesson the day after tomorrow at 19:00. */
export async function groupWithLesson(
  t: TestContext,
  group: { name: string; capacity?: number | null; open_for_trials?: boolean },
): Promise<{ groupId: number; lessonId: number; date: string }> {
  const staff = await owner(t);
  const created = await staff.post(`/${apiPath('groupCreate')}`, {
    entity_type: 'student',
    open_for_trials: true,
    ...group,
  });
  if (created.status !== 201) throw new Error(created.text);
  const date = dayAfter(t, 2);
  const lesson = await staff.post(`/${apiPath('lessonCreate')}`, {
    group_id: created.body.id,
    lesson_date: date,
    start_time: '19:00',
    duration_minutes: 60,
  });
  if (lesson.status !== 201) throw new Error(lesson.text);
  return { groupId: created.body.id, lessonId: lesson.body.id, date };
}

/** A visitor of the form from one address (the test app trusts one proxy, so X-Forwarded-For is the address). */
export function visitor(t: TestContext, ip = '203.0.113.7', app = t.app) {
  const client = api(app, undefined, { 'x-forwarded-for': ip });
  return {
    page: (code: string) => client.get(`/${apiPath('joinPage', { code })}`),
    post: (code: string, body: Partial<JoinTrialInput>) =>
      client.post(`/${apiPath('joinTrial', { code })}`, body as Record<string, unknown>),
  };
}

/** A form as a person fills it in for the lesson, with the stamp of a page loaded a moment ago. */
export function filledForm(stamp: string, lessonId: number, overrides: Partial<JoinTrialInput> = {}) {
  return {
    name: 'Анна Лебедева',
    phone: '+7 (916) 555-01-02',
    email: 'anna@example.ru',
    lesson_id: lessonId,
    consent: true,
    stamp,
    website: '',
    ...overrides,
  } satisfies Partial<JoinTrialInput>;
}

/** Loads the page and waits as long as a person fills the form in; answers the page. */
export async function loadedPage(t: TestContext, code: string, ip?: string): Promise<JoinPage> {
  const page = await visitor(t, ip).page(code);
  if (page.status !== 200) throw new Error(page.text);
  t.clock.advance(FILL_MS);
  return page.body;
}

/** What a refusal must leave as it was: the school's leads and its revision (so no live update either). */
export async function schoolState(t: TestContext) {
  const school = (await demoIds(t.db)).schools.demo;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from leads
    where school_id = ${school}`.execute(t.db);
  return { leads: Number(rows[0]?.n), revision: await schoolRevision(t.db, school) };
}

/** The demo school's leads of one phone, as the staff's list answers them. */
export async function leadsOfPhone(t: TestContext, phone: string) {
  const list = (await (await owner(t)).post(`/${apiPath('leadsWhere')}`, {})).body as {
    phone: string;
  }[];
  return list.filter((lead) => lead.phone === phone);
}
