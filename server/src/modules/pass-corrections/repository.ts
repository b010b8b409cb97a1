import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';

// What a pass's transfer checks about the family (docs/money.md, «Передача абонемента»).

/** The school's student by id, with their name; undefined for another school's or none. */
export function findStudent(db: Kysely<Database>, schoolId: number, studentId: number) {
  return db
    .selectFrom('students')
    .select(['id', 'name'])
    .where('school_id', '=', schoolId)
    .where('id', '=', studentId)
    .executeTakeFirst();
}

/** Whether two students are one family: a client pays for both. */
export async function sharePayer(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_clients as one')
    .innerJoin('student_clients as other', 'other.client_id', 'one.client_id')
    .select('one.client_id')
    .where('one.student_id', '=', a)
    .where('other.student_id', '=', b)
    .where('one.is_payer', '=', toSqlBoolean(true) as never)
    .where('other.is_payer', '=', toSqlBoolean(true) as never)
    .executeTakeFirst();
  return row !== undefined;
}
