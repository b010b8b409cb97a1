import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors, type WaitlistEntry } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { MINUTE } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Места»: an open offer holds its seat — a make-up booking or a trial cannot take the seat the
// first in line was offered; declined or run out with nobody else waiting, the seat is free again. An offer accepted
// and a booking at once (on PostgreSQL through two processes): the offer always wins, the booking is a 409.

const ROUNDS = 3;

describe.each(testDialects())('offers hold their seats on %s', (dialect) => {
  const t = useTestApp(dialect, { mail: true });
  let s: MakeupSchool;
  const makeupIds: number[] = [];
  let leadCount = 0;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    const template = await s.template({ makeups_allowed: 6, makeup_days: 30 });
    const student = await s.student('Отрабатывающая', s.groupId);
    await s.sell(student, template);
    for (const day of ['2026-03-02', '2026-03-03']) {
      const missed = await s.lesson({ lesson_date: day, start_time: '08:00' });
      await s.mark(missed, student, 'excused');
    }
    for (let round = 0; round < ROUNDS; round++) {
      const missed = await s.lesson({ lesson_date: `2026-03-0${4 + round}`, start_time: '08:00' });
      await s.mark(missed, student, 'excused');
    }
    for (const makeup of await s.makeups(student)) makeupIds.push(makeup.id);
  });

  const desk = () => s.school.as('receptionist');
  /** A lesson of a one-seat group whose member said they will not come, and a lead offered the seat. */
  async function offeredLesson(name: string, day: string) {
    const group = (
      await s.school.as('owner').post('/groups/create', { name, entity_type: 'student', capacity: 1 })
    ).body.id as number;
    const member = await s.student(`${name}, участница`, group);
    const lesson = await s.lesson({ group_id: group, lesson_date: day });
    leadCount += 1;
    const lead = (
      await s.school
        .as('manager')
        .post('/leads/create', { name: `${name}, лид`, phone: `+7 (916) 555-10-${10 + leadCount}` })
    ).body.id as number;
    const joined = await s.school.as('manager').post('/waitlist/join', { lesson_id: lesson, lead_id: lead });
    expect(joined.status, joined.text).toBe(201);
    await s.mark(lesson, member, 'excused');
    const line = (await desk().post('/waitlist/getallwhere', { lesson_id: lesson })).body as WaitlistEntry[];
    expect(line.map((entry) => entry.status)).toEqual(['offered']);
    return { lesson, entry: joined.body.id as number };
  }
  const book = (makeupIndex: number, lesson: number) =>
    desk().post('/makeups/book', { makeup_id: makeupIds[makeupIndex], lesson_id: lesson });

  it('a booking cannot take an offered seat; declined with nobody waiting, it can', async () => {
    const { lesson, entry } = await offeredLesson('Держит', '2026-03-12');
    const options = (await desk().post('/makeup-lessons/getallwhere', { makeup_id: makeupIds[0] })).body as {
      lesson_id: number;
    }[];
    expect(options.map((option) => option.lesson_id)).not.toContain(lesson);
    const refused = await book(0, lesson);
    expect([refused.status, refused.body.message]).toEqual([409, serverErrors.lessonFull]);
    expect((await s.school.as('manager').post('/waitlist/decline', { entry_id: entry })).status).toBe(200);
    const booked = await book(0, lesson);
    expect(booked.status, booked.text).toBe(200);
  });

  it('an offer run out holds nothing, before any sweep', async () => {
    const { lesson } = await offeredLesson('Истекло', '2026-03-13');
    expect((await book(1, lesson)).status).toBe(409);
    t.clock.advance(12 * 60 * MINUTE);
    const booked = await book(1, lesson);
    expect(booked.status, booked.text).toBe(200);
    t.clock.set('2026-03-02T09:00:00.000Z');
  });

  it('an offer accepted and a booking at once: the offer takes the seat, the booking is refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { lesson, entry } = await offeredLesson(`Гонка ${round}`, `2026-03-1${4 + round}`);
      const [accepted, booked] = await Promise.all([
        s.school.on(t.app, 'manager').post('/waitlist/accept', { entry_id: entry }),
        s.school
          .on(t.otherProcess(), 'receptionist')
          .post('/makeups/book', { makeup_id: makeupIds[2 + round], lesson_id: lesson }),
      ]);
      expect([accepted.status, booked.status], `${accepted.text}\n${booked.text}`).toEqual([200, 409]);
      expect(booked.body.message).toBe(serverErrors.lessonFull);
    }
  });
});
