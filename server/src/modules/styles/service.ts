import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Style,
  serverErrors,
  type styleCreateSchema,
  type styleUpdateSchema,
} from '../../../../src/contract/index.ts';
import { deleteUnlessInUse } from '../../db/delete-unless-in-use.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { assertActiveRange } from '../shared/active-range.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as styles from './repository.ts';

type StyleCreate = z.output<typeof styleCreateSchema>;
type StyleUpdate = z.output<typeof styleUpdateSchema>;

export function createStyle(db: Kysely<Database>, schoolId: number, input: StyleCreate): Promise<Style> {
  const { name, active_from, active_to } = input;
  return styles.insertStyle(db, schoolId, { name, active_from, active_to, is_archived: false });
}

export function listStyles(db: Kysely<Database>, schoolId: number): Promise<Style[]> {
  return styles.listStyles(db, schoolId);
}

export async function getStyle(db: Kysely<Database>, schoolId: number, id: number): Promise<Style> {
  const style = await styles.findStyle(db, schoolId, id);
  if (!style) throw notFound();
  return style;
}

/** Whether the id names a direction of the school (a lesson or a timetable entry may point at it). */
export async function isStyleOf(db: Kysely<Database>, schoolId: number, id: number): Promise<boolean> {
  return isStorableId(id) && (await styles.findStyle(db, schoolId, id)) !== undefined;
}

/** Rename, change the dates, archive or restore; the resulting range must still run forwards. */
export function updateStyle(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: StyleUpdate,
): Promise<Style> {
  return inTransaction(db, async (trx) => {
    const stored = await getStyle(trx, schoolId, id);
    const patch = definedFields(input, ['name', 'active_from', 'active_to', 'is_archived']);
    assertActiveRange(stored, patch);
    await styles.updateStyle(trx, id, patch);
    return getStyle(trx, schoolId, id);
  });
}

/**
 * A direction lessons were planned in stays (archive it instead), so their history keeps its name: a timetable
 * entry, a lesson or a template naming it makes its foreign key refuse (409).
 */
export function deleteStyle(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return deleteUnlessInUse(db, id, {
    find: (trx) => getStyle(trx, schoolId, id),
    remove: (trx) => styles.deleteStyle(trx, id),
    inUseMessage: serverErrors.styleInUse,
  });
}

/** The directions as other modules join them, and which ids are the school's (docs/architecture.md). */
export { stylesAmong, stylesView } from './repository.ts';
