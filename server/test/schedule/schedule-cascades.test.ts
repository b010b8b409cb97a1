import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { api, loginAs } from '../support/api-client.ts';
import { accounts } from '../support/demo-accounts.ts';
import { purgeAsDue } from '../support/school-purge.ts';
import type { ApiAs } from '../support/staff-helpers.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDialects } from '../support/test-database.ts';
import { createEntry, createStyle, lessonsOfEntry } from './support/schedule-api.ts';
import { insertGroup, insertStudent, storedLesson } from './support/schedule-rows.ts';
import { createScheduleSchool, type ScheduleSchool } from './support/schedule-school.ts';

type ScheduleTableName = 'styles' | 'schedules' | 'lessons' | 'attendance';

const countOf = async (db: Kysely<Database>, table: ScheduleTableName, schoolId: number) =>
  (await db.selectFrom(table).select('id').where('school_id', '=', schoolId).execute()).length;

/** A school with a direction, a slot taught by its teacher, generated lessons and one marked student. */
async function busySchool(t: { db: Kysely<Database> }, school: ScheduleSchool) {
  const owner = school.as('owner');
  const group = await insertGroup(t.db, school.schoolId);
  const studentId = await insertStudent(t.db, school.schoolId, 'Петрова Алиса', [group.id]);
  const style = await createStyle(owner, { name: 'Хип-хоп' });
  const entry = await createEntry(owner, group.id, {
    teacher_id: school.ids.teacher,
    direction_id: style.id,
  });
  const [lesson] = await lessonsOfEntry(owner, entry.id);
  if (!lesson) throw new Error('Expected a generated lesson');
  const mark = await school.as('teacher').post('/attendance/mark', {
    lesson_id: lesson.id,
    student_id: studentId,
    is_present: true,
  });
  expect(mark.status).toBe(200);
  return { group, studentId, style, entry, lesson };
}

describe.each(testDialects())('schedule rows follow what they belong to on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: ApiAs;

  beforeAll(async () => {
    admin = api(t.app, await loginAs(t.app, accounts.admin.email));
  });

  it('a school delete removes its directions, timetable, lessons, ledger and attendance, and nothing else', async () => {
    const doomed = await createScheduleSchool(t);
    const { entry } = await busySchool(t, doomed);
    const kept = await createScheduleSchool(t);
    const keptRows = await busySchool(t, kept);
    const tables: ScheduleTableName[] = ['styles', 'schedules', 'lessons', 'attendance'];
    const keptBefore = await Promise.all(tables.map((table) => countOf(t.db, table, kept.schoolId)));

    const response = await admin.delete(`/schools/delete/${doomed.schoolId}`);
    expect(response.status, response.text).toBe(200);
    await purgeAsDue(t);

    for (const table of tables) expect(await countOf(t.db, table, doomed.schoolId), table).toBe(0);
    const ledger = await t.db
      .selectFrom('lesson_occurrences')
      .select('lesson_date')
      .where('schedule_id', '=', entry.id)
      .execute();
    expect(ledger).toEqual([]);
    expect(await Promise.all(tables.map((table) => countOf(t.db, table, kept.schoolId)))).toEqual(keptBefore);
    expect(await storedLesson(t.db, keptRows.lesson.id)).toBeDefined();
  });

  it('a removed teacher leaves the slot and the lessons without a teacher, and the marks without a marker', async () => {
    const school = await createScheduleSchool(t);
    const { entry, lesson } = await busySchool(t, school);

    expect((await school.as('owner').delete(`/users/delete/${school.ids.teacher}`)).status).toBe(200);

    const slot = await school.as('owner').get(`/schedules/getone/${entry.id}`);
    expect(slot.body).toMatchObject({ teacher_id: null, teacher_name: null });
    const card = await school.as('owner').get(`/lessons/getone/${lesson.id}`);
    expect(card.body).toMatchObject({ teacher_id: null, teacher_name: null, teacher_phone: null });
    const marks = await t.db
      .selectFrom('attendance')
      .select(['marked_by', 'is_present'])
      .where('lesson_id', '=', lesson.id)
      .execute();
    expect(marks).toHaveLength(1);
    expect(marks[0]?.marked_by).toBeNull();
  });

  it('a removed lesson takes its marks along and undoes their charges; a student with money stays', async () => {
    const school = await createScheduleSchool(t);
    const { studentId, lesson, entry } = await busySchool(t, school);
    const [, next] = await lessonsOfEntry(school.as('owner'), entry.id);
    if (!next) throw new Error('Expected a second lesson');
    await school
      .as('owner')
      .post('/attendance/mark', { lesson_id: next.id, student_id: studentId, is_present: true });

    await school.as('owner').delete(`/lessons/delete/${next.id}`);
    expect(
      await t.db.selectFrom('attendance').select('id').where('lesson_id', '=', next.id).execute(),
    ).toEqual([]);
    // Both visits were debts (no subscription); the deleted lesson's one is undone, and the lines stay.
    const lines = await t.db
      .selectFrom('account_entries')
      .select(['kind', 'amount', 'lesson_id'])
      .where('student_id', '=', studentId)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { kind: 'debt_visit', amount: -80_000, lesson_id: lesson.id },
      { kind: 'debt_visit', amount: -80_000, lesson_id: null },
      { kind: 'reversal', amount: 80_000, lesson_id: null },
    ]);

    // Deleting the student hides them; their marks and money stay (docs/deletion.md).
    const hidden = await school.as('owner').delete(`/students/${studentId}`);
    expect([hidden.status, hidden.body]).toEqual([200, { id: studentId }]);
    expect(
      await t.db.selectFrom('attendance').select('id').where('lesson_id', '=', lesson.id).execute(),
    ).toHaveLength(1);
  });
});
