import type { Kysely } from 'kysely';
import type { LessonDetail } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import type { ChargeTerms } from '../charges/service.ts';
import { lessonDetailsView, toLessonDetail } from '../lessons/service.ts';
import { financeSettingsView } from '../schools/service.ts';
import { toBoolean } from '../shared/sql-values.ts';
import { type RollRow, selectLessonStudents, toRollRow } from './repository.ts';

export type MarkContext = { lesson: LessonDetail; terms: ChargeTerms; row: RollRow | undefined };

/**
 * What a mark is checked and charged by, in one query: the lesson, its group's and school's charge terms, and the
 * student's row on its roll (absent when they are not on it). Each part is its owner's view; only the join is here.
 */
export async function markContext(
  db: Kysely<Database>,
  schoolId: number,
  lessonId: number,
  studentId: number,
): Promise<MarkContext | undefined> {
  const roll = selectLessonStudents(db, { id: lessonId }).where('students.id', '=', studentId).as('roll');
  const found = await lessonDetailsView(db)
    .innerJoin(financeSettingsView(db).as('school'), 'school.id', 'lessons.school_id')
    .leftJoin(roll, (join) => join.onTrue())
    .select([
      'groups.charge_absence',
      'school.single_lesson_price',
      'school.debt_visit_limit',
      'school.bill_absence_without_pass',
      'roll.student_id',
      'roll.student_name',
      'roll.is_present',
      'roll.is_excused',
      'roll.marked_at',
      'roll.announced_at',
      'roll.makeup_id',
      'roll.makeup_pass',
    ])
    .where('lessons.id', '=', lessonId)
    .where('lessons.school_id', '=', schoolId)
    .executeTakeFirst();
  if (!found) return undefined;
  const lesson = toLessonDetail(found);
  const terms: ChargeTerms = {
    price: found.single_lesson_price,
    chargeAbsence: toBoolean(found.charge_absence),
    billAbsence: toBoolean(found.bill_absence_without_pass),
    debtVisitLimit: found.debt_visit_limit,
    groupName: lesson.group_name,
  };
  const { student_id, student_name } = found;
  const row =
    student_id === null || student_name === null
      ? undefined
      : toRollRow({ ...found, student_id, student_name });
  return { lesson, terms, row };
}
