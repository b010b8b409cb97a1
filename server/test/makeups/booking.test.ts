import { beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createMakeupSchool, type MakeupSchool } from './support/makeup-school.ts';

// docs/makeups.md, «Запись»: a make-up booked into another lesson with a free seat, the guest on its roll and marked
// like anyone, the visit charged to the make-up's pass; cancelled before the lesson, or by the lesson's
// cancellation, it is free again. The clock stands at 2026-03-02, 12:00 in Moscow.
describe.each(testDialects())('make-up bookings on %s', (dialect) => {
  const t = useTestApp(dialect);
  let s: MakeupSchool;
  let homeOnly: number;
  let sameStyleOnly: number;

  beforeAll(async () => {
    s = await createMakeupSchool(t);
    // 4 visits for 2 000 ₽, valid only in the home group; 2 make-ups within 14 days, in any group.
    homeOnly = await s.template({ makeups_allowed: 2, makeup_days: 14, group_ids: [s.groupId] });
    sameStyleOnly = await s.template({
      name: 'Только хип-хоп',
      makeups_allowed: 1,
      makeups_same_style: true,
    });
    const owner = s.school.as('owner');
    for (const groupId of [s.groupId, s.groups.sameStyle, s.groups.otherStyle])
      expect((await owner.patch(`/groups/update/${groupId}`, { capacity: 10 })).status).toBe(200);
  });

  const owner = () => s.school.as('owner');
  const book = (makeup_id: number, lesson_id: number) =>
    owner().post('/makeups/book', { makeup_id, lesson_id });
  const roll = async (lesson_id: number) =>
    (await owner().post('/attendance/getallwhere', { lesson_id })).body as {
      student_id: number;
      makeup_id: number | null;
      covered: boolean;
      remaining_visits: number | null;
    }[];

  /** A student of the home group with a pass and one make-up earned on 4 March. */
  async function studentWithMakeup(name: string, template = homeOnly, missedOn = '2026-03-04') {
    const student = await s.student(name, s.groupId);
    const pass = await s.sell(student, template);
    const missed = await s.lesson({ lesson_date: missedOn });
    await s.mark(missed, student, 'excused');
    const [makeup] = await s.makeups(student);
    if (!makeup) throw new Error('No make-up earned');
    return { student, pass, makeupId: makeup.id };
  }

  it('a guest of another group is on its roll, marked like anyone, charged to the make-up’s pass', async () => {
    const { student, pass, makeupId } = await studentWithMakeup('Гостева Анна');
    const guestLesson = await s.lesson({
      group_id: s.groups.sameStyle,
      lesson_date: '2026-03-06',
      start_time: '18:00',
    });

    const options = await owner().post('/makeup-lessons/getallwhere', { makeup_id: makeupId });
    expect(options.body).toContainEqual(
      expect.objectContaining({ lesson_id: guestLesson, group_name: 'Хип-хоп, вечер', free_seats: 10 }),
    );
    const booked = await book(makeupId, guestLesson);
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({
      status: 'booked',
      booking: {
        lesson_id: guestLesson,
        date: '2026-03-06',
        start_time: '18:00',
        group_name: 'Хип-хоп, вечер',
      },
    });
    // The pass is valid in the home group only, yet it covers the make-up: 4 visits still on it.
    expect((await roll(guestLesson)).find((row) => row.student_id === student)).toMatchObject({
      makeup_id: makeupId,
      covered: true,
      remaining_visits: 4,
    });
    // The seat is taken: 10 − 0 students of the group − 1 guest.
    const after = await owner().post('/makeup-lessons/getallwhere', { makeup_id: makeupId });
    expect(after.body).toEqual([]);

    expect(await s.mark(guestLesson, student, 'present')).toMatchObject({
      makeup_id: makeupId,
      covered: true,
    });
    // 4 − 1 = 3: the make-up took the visit the excused absence did not.
    expect((await s.subscription(pass.id)).remaining_visits).toBe(3);
    const visits = (await s.ledger(student)).filter((line) => line.kind === 'visit');
    expect(visits).toEqual([
      { kind: 'visit', amount: 0, visits: -1, subscription_id: pass.id, lesson_id: guestLesson },
    ]);
    expect((await s.makeups(student))[0]).toMatchObject({
      status: 'used',
      booking: { lesson_id: guestLesson },
    });
    const cancel = await owner().post('/makeups/cancel', { makeup_id: makeupId });
    expect([cancel.status, cancel.body.message]).toEqual([409, serverErrors.makeupGuestMarked]);
  });

  it('a guest’s excused mark is refused: the booking is cancelled instead', async () => {
    const { student, makeupId } = await studentWithMakeup('Отменина Вера');
    const guestLesson = await s.lesson({ group_id: s.groups.otherStyle, lesson_date: '2026-03-07' });
    expect((await book(makeupId, guestLesson)).status).toBe(200);
    const excused = await owner().post('/attendance/mark', {
      lesson_id: guestLesson,
      student_id: student,
      mark: 'excused',
    });
    expect([excused.status, excused.body.message]).toEqual([409, serverErrors.makeupGuestExcused]);

    const canceled = await owner().post('/makeups/cancel', { makeup_id: makeupId });
    expect(canceled.body).toMatchObject({ status: 'available', booking: null });
    expect((await roll(guestLesson)).map((row) => row.student_id)).not.toContain(student);
    const again = await owner().post('/makeups/cancel', { makeup_id: makeupId });
    expect([again.status, again.body.message]).toEqual([409, serverErrors.makeupNotBooked]);
  });

  it('a cancelled lesson gives its guests’ make-ups back', async () => {
    const { makeupId } = await studentWithMakeup('Возвратова Ия');
    const guestLesson = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-08' });
    expect((await book(makeupId, guestLesson)).body.status).toBe('booked');
    expect((await owner().patch(`/lessons/update/${guestLesson}`, { is_canceled: true })).status).toBe(200);
    const [makeup] = await s.makeups(
      (
        await t.db
          .selectFrom('makeups')
          .select('student_id')
          .where('id', '=', makeupId)
          .executeTakeFirstOrThrow()
      ).student_id,
    );
    expect(makeup).toMatchObject({ status: 'available', booking: null });
    // Restored, the lesson does not take it back: the family may have booked another lesson meanwhile.
    expect((await owner().patch(`/lessons/update/${guestLesson}`, { is_canceled: false })).status).toBe(200);
    const rebooked = await book(makeupId, guestLesson);
    expect(rebooked.body.status).toBe('booked');
  });

  it('refuses, in order: a full lesson, another style, the student’s own lesson, after its last day, a started one', async () => {
    const { student, makeupId } = await studentWithMakeup('Строгова Ольга', sameStyleOnly);
    const ballet = await s.lesson({
      group_id: s.groups.otherStyle,
      lesson_date: '2026-03-09',
      direction_id: s.styles.ballet,
    });
    const refusal = async (lessonId: number) => {
      const response = await book(makeupId, lessonId);
      return [response.status, response.body.message];
    };
    expect(await refusal(ballet)).toEqual([409, serverErrors.makeupOtherStyle]);
    const own = await s.lesson({ lesson_date: '2026-03-10' });
    expect(await refusal(own)).toEqual([409, serverErrors.makeupAlreadyOnRoll]);
    // Missed on 4 March, 30 days (the template's default): 3 April is its last day.
    const late = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-04-04' });
    expect(await refusal(late)).toEqual([409, serverErrors.makeupAfterExpiry('03.04.2026')]);
    const today = await s.lesson({
      group_id: s.groups.sameStyle,
      lesson_date: '2026-03-02',
      start_time: '11:30',
    });
    expect(await refusal(today)).toEqual([409, serverErrors.makeupLessonStarted]);

    const small = await s.student('Участница Малой', s.groups.sameStyle);
    await owner().patch(`/groups/update/${s.groups.sameStyle}`, { capacity: 1 });
    const full = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-11' });
    expect(await refusal(full)).toEqual([409, serverErrors.lessonFull]);
    // Her «не придём» frees her seat for that lesson: 1 − (1 − 1 excused) = 1.
    await s.mark(full, small, 'excused');
    expect((await book(makeupId, full)).body.status).toBe('booked');
    await owner().patch(`/groups/update/${s.groups.sameStyle}`, { capacity: 10 });
    expect(student).toBeGreaterThan(0);
  });

  it('a make-up of another school, or none, is 404; a booked one is not booked twice', async () => {
    const missing = await book(999_999, 1);
    expect([missing.status, missing.body.message]).toEqual([404, serverErrors.notFound]);
    const { makeupId } = await studentWithMakeup('Дважды Ева');
    const first = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-12' });
    const second = await s.lesson({ group_id: s.groups.sameStyle, lesson_date: '2026-03-13' });
    expect((await book(makeupId, first)).status).toBe(200);
    const twice = await book(makeupId, second);
    expect([twice.status, twice.body.message]).toEqual([409, serverErrors.makeupNotAvailable.booked]);
  });
});
