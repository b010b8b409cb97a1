import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  defaultGroupName,
  type Group,
  type GroupEntityType,
  type groupCreateSchema,
  groupNameKey,
  groupPalette,
  type groupUpdateSchema,
  serverErrors,
} from '../../../../src/contract/index.ts';
import { deleteUnlessInUse } from '../../db/delete-unless-in-use.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { conflictAs, invalid, notFound } from '../shared/domain-errors.ts';
import { toSqlBoolean } from '../shared/sql-values.ts';
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
const sameName = (a: string, b: string) => groupNameKey(a) === groupNameKey(b);

/** Two tabs of one table with the same name cannot be told apart: a name is unique per table (409). */
async function assertNameFree(
  db: Kysely<Database>,
  schoolId: number,
  entityType: GroupEntityType,
  name: string,
  exceptId?: number,
): Promise<void> {
  const taken = (await groups.listGroups(db, schoolId, entityType)).some(
    (group) => group.id !== exceptId && sameName(group.name, name),
  );
  if (taken) throw conflictAs(serverErrors.groupNameTaken);
}

/** The database's own guard of the same rule (0017-group-name-keys): a name taken meanwhile is a 409 too. */
async function nameKept<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictAs(serverErrors.groupNameTaken);
    throw error;
  }
}

/** Room for students means nothing to a tab of leads or clients; clearing it (null) is always fine. */
function assertCapacityFits(entityType: GroupEntityType, capacity: number | null | undefined): void {
  if (capacity != null && entityType !== 'student') throw invalid(serverErrors.capacityOfStudentGroup);
}

/** Trials are taken in student groups only (docs/join-form.md); closing any group is always fine. */
function assertTrialsFit(entityType: GroupEntityType, open: boolean | undefined): void {
  if (open && entityType !== 'student') throw invalid(serverErrors.trialsOfStudentGroup);
}

/**
 * The first of «Новая группа», «Новая группа 2», … no group of the table is called (as people read names). Race-free:
 * a school's writes run one at a time (db/school-writer.ts), so nobody takes the name between this read and the
 * insert; the database's unique key (0017-group-name-keys) would still turn a twin into a 409, never a duplicate.
 */
async function freeDefaultName(
  db: Kysely<Database>,
  schoolId: number,
  entityType: GroupEntityType,
): Promise<string> {
  const taken = new Set((await groups.listGroups(db, schoolId, entityType)).map((g) => groupNameKey(g.name)));
  let n = 1;
  while (taken.has(groupNameKey(defaultGroupName(n)))) n += 1;
  return defaultGroupName(n);
}

export function createGroup(db: Kysely<Database>, schoolId: number, input: GroupCreate): Promise<Group> {
  assertCapacityFits(input.entity_type, input.capacity);
  assertTrialsFit(input.entity_type, input.open_for_trials);
  return inTransaction(db, async (trx) => {
    // No name (or only spaces): the spec sets no rule on it, so the group gets the table's next default.
    const name = input.name || (await freeDefaultName(trx, schoolId, input.entity_type));
    await assertNameFree(trx, schoolId, input.entity_type, name);
    const color =
      input.color ?? groupPalette[(await groups.countGroups(trx, schoolId)) % groupPalette.length] ?? '';
    const id = await nameKept(() =>
      groups.insertGroup(trx, schoolId, {
        name,
        entity_type: input.entity_type,
        color,
        capacity: input.capacity ?? null,
        open_for_trials: toSqlBoolean(input.open_for_trials ?? false),
      }),
    );
    return getGroup(trx, schoolId, id);
  });
}

/**
 * Rename, recolour, change the absence rule or the capacity; the table a group belongs to never changes, its
 * members would not fit elsewhere.
 */
export function updateGroup(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: GroupUpdate,
): Promise<Group> {
  return inTransaction(db, async (trx) => {
    const stored = await getGroup(trx, schoolId, id);
    if (input.name !== undefined) await assertNameFree(trx, schoolId, stored.entity_type, input.name, id);
    assertCapacityFits(stored.entity_type, input.capacity);
    assertTrialsFit(stored.entity_type, input.open_for_trials);
    const { charge_absence, open_for_trials, ...fields } = definedFields(input, [
      'name',
      'color',
      'charge_absence',
      'capacity',
      'open_for_trials',
    ]);
    await nameKept(() =>
      groups.updateGroup(trx, id, {
        ...fields,
        ...(charge_absence !== undefined && { charge_absence: toSqlBoolean(charge_absence) }),
        ...(open_for_trials !== undefined && { open_for_trials: toSqlBoolean(open_for_trials) }),
      }),
    );
    return getGroup(trx, schoolId, id);
  });
}

/**
 * Members leave the group and stay; a group the timetable, a lesson (past ones too) or a template still names stays
 * too (409, from their foreign keys): lessons need it.
 */
export function deleteGroup(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return deleteUnlessInUse(db, id, {
    find: (trx) => getGroup(trx, schoolId, id),
    remove: (trx) => groups.deleteGroup(trx, id),
    inUseMessage: serverErrors.groupInUse,
  });
}

/** Who is in which group (lead_groups, student_groups, client_groups): the other modules' rows' groups. */
export {
  addStudentToGroup,
  assertGroupsOf,
  existingGroupsOf,
  groupsByMember,
  membershipFields,
  replaceMemberships,
  requestedGroups,
  studentGroupsView,
} from './memberships.ts';

/** The groups as other modules join them, and what they ask of a group (docs/architecture.md). */
export { chargeTermsOf, groupsView, studentGroupsAmong, studentGroupsWithMembers } from './repository.ts';
