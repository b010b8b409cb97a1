import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type Group,
  type GroupEntityType,
  type groupCreateSchema,
  groupPalette,
  type groupUpdateSchema,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { deleteUnlessInUse } from '../../db/delete-unless-in-use.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { definedFields } from '../shared/defined-fields.ts';
import * as groups from './repository.ts';

type GroupCreate = z.output<typeof groupCreateSchema>;
type GroupUpdate = z.output<typeof groupUpdateSchema>;

export function listGroups(
  db: Kysely<Database>,
  schoolId: number,
  entityType?: GroupEntityType,
): Promise<Group[]> {
  return groups.listGroups(db, schoolId, entityType);
}

export async function getGroup(db: Kysely<Database>, schoolId: number, id: number): Promise<Group> {
  const group = await groups.findGroup(db, schoolId, id);
  if (!group) throw notFound();
  return group;
}

/** Without a colour, groups take the palette in turn, so the calendar tells neighbouring groups apart. */
export function createGroup(db: Kysely<Database>, schoolId: number, input: GroupCreate): Promise<Group> {
  return inTransaction(db, async (trx) => {
    const color =
      input.color ?? groupPalette[(await groups.countGroups(trx, schoolId)) % groupPalette.length] ?? '';
    const id = await groups.insertGroup(trx, schoolId, {
      name: input.name,
      entity_type: input.entity_type,
      color,
    });
    return getGroup(trx, schoolId, id);
  });
}

/** Rename or recolour; the table a group belongs to never changes, its members would not fit elsewhere. */
export function updateGroup(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: GroupUpdate,
): Promise<Group> {
  return inTransaction(db, async (trx) => {
    await getGroup(trx, schoolId, id);
    await groups.updateGroup(trx, id, definedFields(input, ['name', 'color']));
    return getGroup(trx, schoolId, id);
  });
}

/** Members leave the group and stay; a group the schedule still uses stays too (409), lessons need it. */
export function deleteGroup(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return deleteUnlessInUse(db, id, {
    find: (trx) => getGroup(trx, schoolId, id),
    inUse: (trx) => groups.groupInSchedule(trx, id),
    remove: (trx) => groups.deleteGroup(trx, id),
    inUseMessage: serverErrors.groupInUse,
  });
}
