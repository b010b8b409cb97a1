import { beforeAll, describe, expect, it } from 'vitest';
import type { Lesson, ScheduleEntry } from '../../../src/contract/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { DAY } from '../support/test-clock.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, createStyle, datesOf, generate, lessonsOfEntry } from './support/schedule-api.ts';
import { insertGroup, insertStudent, ledgerDates, storedLesson } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

// Lessons are generated on Monday 2026-03-02; the tests then run on Monday 2026-03-16, so 03-02 and 03-09 are
// past, 03-16 is today (still to come), and the rest of the window (to 2026-04-30) lies ahead.
const mondaysAfterToday = [
  '2026-03-23',
  '2026-03-30',
  '2026-04-06',
  '2026-04-13',
  '2026-04-20',
  '2026-04-27',
];
const wednesdaysFromToday = [
  '2026-03-18',
  '2026-03-25',
  '2026-04-01',
  '2026-04-08',
  '2026-04-15',
  '2026-04-22',
  '2026-04-29',
];

describe.each(testDialects())('timetable changes reshape coming lessons on %s', (dialect) => {
  const t = useTestApp(dialect);
  let school: ScheduleSchool;
  let studentId: number;
  // One slot per test, all generated on the same day; filled in beforeAll.
  const entries = {} as Record<'moved' | 'retimed' | 'deleted' | 'archived', ScheduleEntry>;

  const owner = () => school.as('owner');
  const lessonOn = async (entry: ScheduleEntry, date: string): Promise<Lesson> => {
    const lesson = (await lessonsOfEntry(owner(), entry.id)).find(
      (candidate) => candidate.lesson_date === date,
    );
    if (!lesson) throw new Error(`No lesson of entry ${entry.id} on ${date}`);
    return lesson;
  };

  /** The hand-made states a timetable change must leave alone: cancelled, marked, moved. */
  const touchLessons = async (entry: ScheduleEntry) => {
    await owner().patch(`/lessons/update/${(await lessonOn(entry, '2026-03-23')).id}`, { is_canceled: true });
    const marked = await lessonOn(entry, '2026-03-30');
    const mark = await owner().post('/attendance/mark', {
      lesson_id: marked.id,
      student_id: studentId,
      is_present: false,
    });
    expect(mark.status).toBe(200);
    await owner().patch(`/lessons/update/${(await lessonOn(entry, '2026-04-06')).id}`, {
      lesson_date: '2026-04-07',
    });
  };

  beforeAll(async () => {
    school = await createScheduleSchool(t);
    const group = await insertGroup(t.db, school.schoolId, { name: 'Хип-хоп 7–10 лет' });
    studentId = await insertStudent(t.db, school.schoolId, 'Петрова Алиса', [group.id]);
    const style = await createStyle(owner(), { name: 'Хип-хоп' });
    for (const name of ['moved', 'retimed', 'deleted', 'archived'] as const) {
      entries[name] = await createEntry(owner(), group.id, {
        weekday: 1,
        teacher_id: school.ids.teacher,
        direction_id: style.id,
      });
    }
    t.clock.advance(14 * DAY);
  });

  it('moving a slot to another day replans only the untouched lessons from today on', async () => {
    const entry = entries.moved;
    await touchLessons(entry);
    const past = await lessonOn(entry, '2026-03-02');

    const response = await owner().patch(`/schedules/update/${entry.id}`, {
      weekday: 3,
      start_time: '18:00',
      teacher_id: school.ids.secondTeacher,
    });
    expect(response.status).toBe(200);

    const lessons = await lessonsOfEntry(owner(), entry.id);
    expect(datesOf(lessons)).toEqual(
      [
        '2026-03-02',
        '2026-03-09',
        '2026-03-18',
        '2026-03-23',
        '2026-03-25',
        '2026-03-30',
        '2026-04-01',
        '2026-04-07',
      ].concat(wednesdaysFromToday.slice(3)),
    );
    expect(lessons[0]).toEqual(past);
    const byDate = new Map(lessons.map((lesson) => [lesson.lesson_date, lesson]));
    for (const date of ['2026-03-09', '2026-03-23', '2026-03-30', '2026-04-07']) {
      expect(byDate.get(date), date).toMatchObject({ start_time: '17:00', teacher_id: school.ids.teacher });
    }
    expect(byDate.get('2026-03-23')?.is_canceled).toBe(true);
    for (const date of wednesdaysFromToday) {
      expect(byDate.get(date), date).toMatchObject({
        start_time: '18:00',
        teacher_id: school.ids.secondTeacher,
        teacher_name: 'Морозова Полина Викторовна',
        is_canceled: false,
      });
    }
    // The untouched Mondays are gone from the ledger too; the touched ones keep their pairs.
    expect(await ledgerDates(t.db, entry.id)).toEqual(
      ['2026-03-02', '2026-03-09', '2026-03-23', '2026-03-30', '2026-04-06', ...wednesdaysFromToday].sort(),
    );
    expect((await generate(owner())).created).toBe(0);
  });

  it('a new time reaches today’s and later untouched lessons on the same dates', async () => {
    const entry = entries.retimed;
    await touchLessons(entry);
    const today = await lessonOn(entry, '2026-03-16');

    await owner().patch(`/schedules/update/${entry.id}`, { start_time: '16:30', duration_minutes: 45 });

    const lessons = await lessonsOfEntry(owner(), entry.id);
    expect(datesOf(lessons)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-07',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
    ]);
    const times = Object.fromEntries(lessons.map((lesson) => [lesson.lesson_date, lesson.start_time]));
    expect(times).toEqual({
      '2026-03-02': '17:00',
      '2026-03-09': '17:00',
      '2026-03-16': '16:30',
      '2026-03-23': '17:00',
      '2026-03-30': '17:00',
      '2026-04-07': '17:00',
      '2026-04-13': '16:30',
      '2026-04-20': '16:30',
      '2026-04-27': '16:30',
    });
    expect(await storedLesson(t.db, today.id)).toBeUndefined();
  });

  it('deleting a slot removes its untouched coming lessons and keeps the rest as one-off lessons', async () => {
    const entry = entries.deleted;
    await touchLessons(entry);
    const kept = await Promise.all(
      ['2026-03-02', '2026-03-09', '2026-03-23', '2026-03-30', '2026-04-07'].map((date) =>
        lessonOn(entry, date),
      ),
    );
    const untouched = await Promise.all(
      ['2026-03-16', ...mondaysAfterToday.slice(3)].map((date) => lessonOn(entry, date)),
    );

    expect((await owner().delete(`/schedules/delete/${entry.id}`)).status).toBe(200);

    for (const lesson of kept) {
      expect(await storedLesson(t.db, lesson.id), lesson.lesson_date).toMatchObject({ schedule_id: null });
    }
    for (const lesson of untouched)
      expect(await storedLesson(t.db, lesson.id), lesson.lesson_date).toBeUndefined();
    expect(await ledgerDates(t.db, entry.id)).toEqual([]);
    const attendance = await t.db
      .selectFrom('attendance')
      .select('lesson_id')
      .where('student_id', '=', studentId)
      .execute();
    expect(attendance.map((row) => row.lesson_id)).toContain(kept[3]?.id);
  });

  it('a slot whose direction is archived loses its untouched coming lessons and gains none', async () => {
    const entry = entries.archived;
    const replacement = await createStyle(owner(), { name: 'Старый хип-хоп' });
    await owner().put(`/styles/${replacement.id}`, { is_archived: true });

    await owner().patch(`/schedules/update/${entry.id}`, { direction_id: replacement.id });

    expect(datesOf(await lessonsOfEntry(owner(), entry.id))).toEqual(['2026-03-02', '2026-03-09']);
  });
});
