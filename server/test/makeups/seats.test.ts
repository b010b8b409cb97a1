import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { signInToCabinet } from '../cabinet/support.ts';
import { api } from '../support/api-client.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Места»: a lesson's seats are its group's capacity; its students, make-up guests and trials of its
// day take them, one count for both. The clock stands at 2026-03-02, 12:00 in Moscow.
describe.each(testDialects())('a lesson’s seats on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;
  let family: ApiAs;
  let makeupIds: number[];

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    const template = await s.template({ makeups_allowed: 2 });
    const student = await s.student('Местова Яна', s.groupId);
    const email = 'mestova@family.example';
    expect((await s.school.as('owner').put(`/students/${student}`, { email })).status).toBe(200);
    await s.sell(student, template);
    for (const lesson_date of ['2026-03-03', '2026-03-04'])
      await s.mark(await s.lesson({ lesson_date }), student, 'excused');
    makeupIds = (await s.makeups(student)).map((makeup) => makeup.id);
    family = api(t.app, await signInToCabinet(t, email));
  });

  type TrialGroup = { id: number; free_seats: number | null; lessons: { date: string }[] };
  const trialGroup = async (groupId: number) =>
    ((await family.get('/cabinet/trial-groups')).body as TrialGroup[]).find((group) => group.id === groupId);

  it('a guest and a trial each take a seat; a full lesson refuses the other with 409', async () => {
    // Capacity 2 and one student of its own: one seat on each lesson.
    await s.student('Своя Ученица', s.groups.otherStyle);
    expect(
      (await s.school.as('owner').patch(`/groups/update/${s.groups.otherStyle}`, { capacity: 2 })).status,
    ).toBe(200);
    const first = await s.lesson({ group_id: s.groups.otherStyle, lesson_date: '2026-03-05' });
    const second = await s.lesson({ group_id: s.groups.otherStyle, lesson_date: '2026-03-06' });
    expect((await trialGroup(s.groups.otherStyle))?.lessons.map((lesson) => lesson.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
    ]);

    // A make-up guest on the 5th: 2 − 1 student − 1 guest = 0, so the cabinet no longer offers that day for a trial.
    const booked = await s.school
      .as('owner')
      .post('/makeups/book', { makeup_id: makeupIds[0], lesson_id: first });
    expect(booked.status, booked.text).toBe(200);
    expect(await trialGroup(s.groups.otherStyle)).toMatchObject({
      free_seats: 1,
      lessons: [{ date: '2026-03-06' }],
    });
    const full = await family.post('/cabinet/trials', {
      group_id: s.groups.otherStyle,
      lesson_date: '2026-03-05',
      child_name: 'Сестра Яны',
    });
    expect([full.status, full.body.message]).toEqual([409, serverErrors.joinLessonFull]);

    // A trial on the 6th takes that seat: 2 − 1 − 1 trial = 0, and a make-up is refused there.
    const trial = await family.post('/cabinet/trials', {
      group_id: s.groups.otherStyle,
      lesson_date: '2026-03-06',
      child_name: 'Сестра Яны',
    });
    expect(trial.status, trial.text).toBe(201);
    const lead = await t.db
      .selectFrom('leads')
      .select(['trial_group_id', 'trial_date'])
      .where('id', '=', trial.body.lead_id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ trial_group_id: s.groups.otherStyle, trial_date: '2026-03-06' });
    const refused = await s.school
      .as('owner')
      .post('/makeups/book', { makeup_id: makeupIds[1], lesson_id: second });
    expect([refused.status, refused.body.message]).toEqual([409, serverErrors.lessonFull]);
    expect(await trialGroup(s.groups.otherStyle)).toBeUndefined();
  });

  it('a group without a capacity is never full', async () => {
    expect(
      (await s.school.as('owner').patch(`/groups/update/${s.groups.sameStyle}`, { capacity: null })).status,
    ).toBe(200);
    const lesson = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-07' });
    const options = (
      await s.school.as('owner').post('/makeup-lessons/getallwhere', { makeup_id: makeupIds[1] })
    ).body as { lesson_id: number; free_seats: number | null }[];
    expect(options.find((option) => option.lesson_id === lesson)).toMatchObject({ free_seats: null });
    const booked = await s.school
      .as('owner')
      .post('/makeups/book', { makeup_id: makeupIds[1], lesson_id: lesson });
    expect(booked.status, booked.text).toBe(200);
  });
});
