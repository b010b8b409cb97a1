import type { Kysely } from 'kysely';
import type { Lesson, LessonDetail } from '../../../../src/contract/index.ts';
import type { Database, LessonTable } from '../../db/schema.ts';
import { selectLessons, toLesson, toLessonDetail } from './lesson-view.ts';

// A new lesson is neither closed nor dismissed from «не отмечены» (attendance/unmarked-repository.ts).
export type NewLesson = Omit<
  LessonTable,
  'id' | 'closure_id' | 'unmarked_dismissed_by' | 'unmarked_dismissed_at'
> & { closure_id?: number | null };
export type LessonPatch = Partial<
  Pick<
    LessonTable,
    | 'lesson_date'
    | 'start_time'
    | 'duration_minutes'
    | 'teacher_id'
    | 'direction_id'
    | 'is_canceled'
    | 'is_manual'
  >
>;
export type DateRange = { from?: string; to?: string };

export async function insertLesson(db: Kysely<Database>, lesson: NewLesson): Promise<number> {
  const { id } = await db.insertInto('lessons').values(lesson).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The school's lessons within the dates (both ends inclusive), in calendar order. */
export async function listLessons(
  db: Kysely<Database>,
  schoolId: number,
  range: DateRange,
): Promise<Lesson[]> {
  let query = selectLessons(db).where('lessons.school_id', '=', schoolId);
  if (range.from !== undefined) query = query.where('lessons.lesson_date', '>=', range.from);
  if (range.to !== undefined) query = query.where('lessons.lesson_date', '<=', range.to);
  const rows = await query
    .orderBy('lessons.lesson_date')
    .orderBy('lessons.start_time')
    .orderBy('lessons.id')
    .execute();
  return rows.map(toLesson);
}

/** A lesson of the school; another school's is as absent as an unknown one. */
export async function findLesson(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<LessonDetail | undefined> {
  const row = await selectLessons(db)
    .where('lessons.id', '=', id)
    .where('lessons.school_id', '=', schoolId)
    .executeTakeFirst();
  return row && toLessonDetail(row);
}

export async function updateLesson(db: Kysely<Database>, id: number, patch: LessonPatch): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable('lessons').set(patch).where('id', '=', id).execute();
}

/** Its attendance goes with it; its ledger pair stays, so generation never brings it back. */
export async function deleteLesson(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('lessons').where('id', '=', id).execute();
}
