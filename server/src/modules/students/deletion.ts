import type { Kysely } from 'kysely';
import {
  type DeletedPerson,
  PURGED_STUDENT_NAME,
  type SchoolTime,
  type StudentRecord,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { refusedByForeignKey } from '../../db/savepoint.ts';
import type { Database } from '../../db/schema.ts';
import { existingGroupsOf, groupsByMember, replaceMemberships } from '../groups/service.ts';
import { keptGroups, restoreWindowStart, toDeletedPerson } from '../shared/deleted-person.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { studentExists } from './repository.ts';
import { readStudent } from './student-view.ts';

// Deletion that can be undone (docs/deletion.md, «Ученики и клиенты»): a deleted student is hidden everywhere —
// every read of this module skips `deleted_at` rows, and their groups are set aside so no roll, count or seat
// has them — restorable by the owner for RESTORE_DAYS, then purged by the school's daily job.

/** Marks the student deleted, their groups kept aside; 404 when there is none (or they are deleted already). */
export function softDeleteStudent(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  by: number,
  now: Date,
): Promise<{ id: number }> {
  return inTransaction(db, async (trx) => {
    // Locked on PostgreSQL: a second delete waits, then finds the row deleted (404).
    if (!(await studentExists(trx, schoolId, id))) throw notFound();
    const groups = (await groupsByMember(trx, 'student', { schoolId, id })).get(id) ?? [];
    await trx
      .updateTable('students')
      .set({
        deleted_at: now.toISOString(),
        deleted_by: by,
        deleted_groups: JSON.stringify(groups.map((group) => group.id)),
      })
      .where('id', '=', id)
      .execute();
    await replaceMemberships(trx, 'student', id, []);
    return { id };
  });
}

/** The school's deleted students still restorable or not yet purged, newest deletion first. */
export async function listDeletedStudents(
  db: Kysely<Database>,
  schoolId: number,
  now: Date,
): Promise<DeletedPerson[]> {
  const rows = await db
    .selectFrom('students')
    .select(['id', 'name', 'deleted_at'])
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is not', null)
    .where('purged_at', 'is', null)
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toDeletedPerson(row, now));
}

/** Brings a deleted student back with their groups (those still there); 409 once RESTORE_DAYS have passed. */
export function restoreStudent(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  time: SchoolTime,
): Promise<StudentRecord> {
  return inTransaction(db, async (trx) => {
    const query = trx
      .selectFrom('students')
      .select(['deleted_groups', 'purged_at'])
      .where('school_id', '=', schoolId)
      .where('id', '=', id)
      .where('deleted_at', 'is not', null);
    const deleted = await lockedOnPostgres(trx, query, 'update').executeTakeFirst();
    if (!deleted) throw notFound();
    const restored = await trx
      .updateTable('students')
      .set({ deleted_at: null, deleted_by: null, deleted_groups: null })
      .where('id', '=', id)
      .where('purged_at', 'is', null)
      .where('deleted_at', '>', restoreWindowStart(time.now))
      .executeTakeFirst();
    if (restored.numUpdatedRows === 0n) throw conflictAs(serverErrors.studentRestoreExpired);
    const groups = await existingGroupsOf(trx, schoolId, 'student', keptGroups(deleted.deleted_groups));
    await replaceMemberships(trx, 'student', id, groups);
    const student = await readStudent(trx, schoolId, id, time.today);
    if (!student) throw notFound();
    return student;
  });
}

/**
 * The school's daily purge (docs/deletion.md): a student deleted RESTORE_DAYS ago goes for good with what cascades
 * from them; one the money still names (passes, payments, ledger lines — their foreign keys refuse the delete)
 * keeps their row under PURGED_STUDENT_NAME with the personal data cleared, hidden for ever. Returns how many.
 */
export async function purgeDeletedStudents(
  db: Kysely<Database>,
  schoolId: number,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('students')
      .select('id')
      .where('school_id', '=', schoolId)
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<=', restoreWindowStart(now))
      .where('purged_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const { id } of due) {
      const keptByMoney = await refusedByForeignKey(trx, () =>
        trx.deleteFrom('students').where('id', '=', id).execute(),
      );
      if (!keptByMoney) continue;
      await trx
        .updateTable('students')
        .set({
          name: PURGED_STUDENT_NAME,
          birthdate: null,
          contact: '',
          email: null,
          deleted_groups: null,
          purged_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('student_clients').where('student_id', '=', id).execute();
    }
    return due.length;
  });
}
