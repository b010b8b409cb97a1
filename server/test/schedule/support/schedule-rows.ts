import type { Kysely } from 'kysely';
import type { GroupEntityType } from '../../../../src/contract/index.ts';
import type { Database } from '../../../src/db/schema.ts';

// Groups and students are written straight into the people tables: the schedule only reads them.

export type GroupOverrides = { name?: string; entity_type?: GroupEntityType; color?: string };

let groupCount = 0;

export async function insertGroup(
  db: Kysely<Database>,
  schoolId: number,
  overrides: GroupOverrides = {},
): Promise<{ id: number; name: string; color: string }> {
  groupCount += 1;
  const values = {
    name: `Хип-хоп ${groupCount}`,
    entity_type: 'student' as const,
    color: '#6366f1',
    ...overrides,
  };
  const { id } = await db
    .insertInto('groups')
    .values({ ...values, school_id: schoolId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name: values.name, color: values.color };
}

export async function insertStudent(
  db: Kysely<Database>,
  schoolId: number,
  name: string,
  groupIds: readonly number[] = [],
): Promise<number> {
  const { id } = await db
    .insertInto('students')
    .values({
      school_id: schoolId,
      name,
      birthdate: null,
      skill_level: 'beginner',
      contact: '',
      status_id: null,
      created_at: '2026-03-01T10:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const groupId of groupIds) await addToGroup(db, id, groupId);
  return id;
}

export async function addToGroup(db: Kysely<Database>, studentId: number, groupId: number): Promise<void> {
  await db.insertInto('student_groups').values({ student_id: studentId, group_id: groupId }).execute();
}

export async function removeFromGroup(
  db: Kysely<Database>,
  studentId: number,
  groupId: number,
): Promise<void> {
  await db
    .deleteFrom('student_groups')
    .where('student_id', '=', studentId)
    .where('group_id', '=', groupId)
    .execute();
}

/** A lesson row as stored, flags read as booleans, to prove what a request did or did not change. */
export async function storedLesson(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { ...row, is_canceled: Boolean(row.is_canceled), is_manual: Boolean(row.is_manual) };
}

/** The ledger of generated (entry, date) pairs of one entry, by date. */
export async function ledgerDates(db: Kysely<Database>, scheduleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('lesson_occurrences')
    .select('lesson_date')
    .where('schedule_id', '=', scheduleId)
    .orderBy('lesson_date')
    .execute();
  return rows.map((row) => row.lesson_date);
}
