import { conflictAs } from '../modules/shared/domain-errors.ts';
import { rowsOfNewSchool } from './archive-policy.ts';
import { inSchool, type SchoolScope } from './school-scope.ts';
import type { AnyDb } from './write-rows.ts';

// Where an archive may go (docs/archive.md, «Кто загружает»): a new school, or the owner's own one while it is empty.

/** Into a new school (the platform admin), or into the caller's own school while it is empty (its owner). */
export type LoadTarget = { kind: 'new' } | { kind: 'own'; schoolId: number; ownerId: number };

/** Whether the school holds anything registration did not make: another account, or a row of any other table. */
async function holdsData(
  db: AnyDb,
  scopes: Map<string, SchoolScope>,
  order: readonly string[],
  target: Extract<LoadTarget, { kind: 'own' }>,
): Promise<boolean> {
  const others = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', target.schoolId)
    .where('id', '<>', target.ownerId)
    .executeTakeFirst();
  if (others) return true;
  for (const table of order.filter((name) => !rowsOfNewSchool.includes(name))) {
    const row = await db
      .selectFrom(table)
      .select(db.fn.countAll().as('n'))
      .where(inSchool(scopes, table, target.schoolId))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > 0) return true;
  }
  return false;
}

/**
 * The owner's own school takes an archive only while it holds nothing but what registration made (`rowsOfNewSchool`:
 * its card, its owner, the default dictionaries and settings); those rows then give way to the archive's — the card
 * and the owner's account are overwritten later, not deleted.
 */
export async function clearNewSchool(
  db: AnyDb,
  scopes: Map<string, SchoolScope>,
  order: readonly string[],
  target: Extract<LoadTarget, { kind: 'own' }>,
) {
  if (await holdsData(db, scopes, order, target))
    throw conflictAs(
      'В школе уже есть данные: архив загружается только в новую, пустую школу. Зарегистрируйте новую школу или попросите администратора Ритма',
    );
  for (const table of [...order].reverse())
    if (rowsOfNewSchool.includes(table) && !['schools', 'users', 'user_profiles'].includes(table))
      await db
        .deleteFrom(table)
        .where(inSchool(scopes, table, target.schoolId))
        .execute();
}

/** A staff member's email is one per installation: an archive whose staff are here already was loaded before. */
export async function assertEmailsFree(db: AnyDb, emails: string[]) {
  if (emails.length === 0) return;
  const taken = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  if (taken.length > 0)
    throw conflictAs(
      `Сотрудник с email ${taken.map((row) => row.email).join(', ')} уже есть в этой установке Ритма: такая школа, похоже, уже загружена`,
    );
}
