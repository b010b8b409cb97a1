import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Места»: ten make-ups booked at once into a lesson's last seat get it once — the other nine a 409
// — whichever process each request reaches (on PostgreSQL, half go through a second app with its own pools and
// writer on the same database; on SQLite, one process serves all).

const STUDENTS = 10;
const ROUNDS = 3;

describe.each(testDialects())('the last seat on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MakeupSchool;
  const makeupIds: number[] = [];

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    const template = await s.template({ makeups_allowed: ROUNDS, makeup_days: 30 });
    const students = [];
    for (let index = 0; index < STUDENTS; index++) {
      const student = await s.student(`Гонщица ${index}`, s.groupId);
      await s.sell(student, template);
      students.push(student);
    }
    // Each student misses ROUNDS lessons with a reason: one make-up per round.
    for (let round = 0; round < ROUNDS; round++) {
      const missed = await s.lesson({ lesson_date: `2026-03-0${3 + round}` });
      for (const student of students) await s.mark(missed, student, 'excused');
    }
    for (const student of students) for (const makeup of await s.makeups(student)) makeupIds.push(makeup.id);
    expect(makeupIds).toHaveLength(STUDENTS * ROUNDS);
  });

  it('ten bookings at once for the last seat: exactly one', async () => {
    // The other group holds 2 students and 3 seats: one is free.
    for (const name of ['Своя Первая', 'Своя Вторая']) await s.student(name, s.groups.sameStyle);
    const patched = await s.school.as('owner').patch(`/groups/update/${s.groups.sameStyle}`, { capacity: 3 });
    expect(patched.status).toBe(200);
    for (let round = 0; round < ROUNDS; round++) {
      const lesson = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: `2026-03-1${round}` });
      const contenders = makeupIds.filter((_, index) => index % ROUNDS === round);
      const answers = await Promise.all(
        contenders.map((makeup_id, index) =>
          s.school
            .on(index % 2 === 0 ? t.app : t.otherProcess(), 'receptionist')
            .post('/makeups/book', { makeup_id, lesson_id: lesson }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, answers.map((answer) => answer.text).join('\n')).toEqual([
        200,
        ...Array(STUDENTS - 1).fill(409),
      ]);
      for (const answer of answers.filter((candidate) => candidate.status === 409))
        expect(answer.body.message).toBe(serverErrors.lessonFull);
      const open = await t.db
        .selectFrom('makeup_bookings')
        .select('id')
        .where('lesson_id', '=', lesson)
        .where('canceled_at', 'is', null)
        .execute();
      expect(open).toHaveLength(1);
    }
  });
});
