import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  defaultStatuses,
  type Status,
  type StatusType,
  serverErrors,
  type statusCreateSchema,
  type statusUpdateSchema,
} from '../../../../src/contract/index.ts';
import { deleteUnlessInUse } from '../../db/delete-unless-in-use.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { invalid, notFound } from '../shared/domain-errors.ts';
import * as statuses from './repository.ts';

type StatusCreate = z.output<typeof statusCreateSchema>;
type StatusUpdate = z.output<typeof statusUpdateSchema>;

const DEFAULT_STATUS_COLOR = 'blue';

export function listStatuses(db: Kysely<Database>, schoolId: number, type?: StatusType): Promise<Status[]> {
  return statuses.listStatuses(db, schoolId, type);
}

export async function getStatus(db: Kysely<Database>, schoolId: number, id: number): Promise<Status> {
  const status = await statuses.findStatus(db, schoolId, id);
  if (!status) throw notFound();
  return status;
}

export function createStatus(db: Kysely<Database>, schoolId: number, input: StatusCreate): Promise<Status> {
  return inTransaction(db, async (trx) => {
    const id = await statuses.insertStatus(trx, schoolId, {
      name: input.name,
      type: input.type,
      color: input.color ?? DEFAULT_STATUS_COLOR,
    });
    return getStatus(trx, schoolId, id);
  });
}

/** Rename or recolour; the type stays, since rows already carry the status as their own kind. */
export function updateStatus(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: StatusUpdate,
): Promise<Status> {
  return inTransaction(db, async (trx) => {
    await getStatus(trx, schoolId, id);
    await statuses.updateStatus(trx, id, definedFields(input, ['name', 'color']));
    return getStatus(trx, schoolId, id);
  });
}

/** A status still set on a lead or a student stays (409, from their foreign keys): they would lose their state. */
export function deleteStatus(db: Kysely<Database>, schoolId: number, id: number): Promise<{ id: number }> {
  return deleteUnlessInUse(db, id, {
    find: (trx) => getStatus(trx, schoolId, id),
    remove: (trx) => statuses.deleteStatus(trx, id),
    inUseMessage: serverErrors.statusInUse,
  });
}

/**
 * The student status a `status_name` names (the spec's Student has no status id): the id of one of the school's
 * student statuses — a number or its digits — or its name, read as people read it (case and surrounding spaces
 * ignored). Anything else is a 400; another school's status is as unknown as a status nobody has.
 */
export async function studentStatusNamed(
  db: Kysely<Database>,
  schoolId: number,
  value: number | string,
): Promise<number> {
  const own = await statuses.listStatuses(db, schoolId, 'student');
  const text = String(value).trim();
  if (/^\d+$/.test(text)) {
    const byId = own.find((status) => status.id === Number(text));
    if (byId) return byId.id;
    if (typeof value === 'number') throw invalid(serverErrors.unknownStudentStatus(text));
  }
  const key = text.toLocaleLowerCase('ru');
  const named = own.filter((status) => status.name.trim().toLocaleLowerCase('ru') === key);
  const [only, ...others] = named;
  if (!only) throw invalid(serverErrors.unknownStudentStatus(text));
  if (others.length > 0) throw invalid(serverErrors.ambiguousStudentStatus(only.name));
  return only.id;
}

/** A new row's status when none is given: the school's first of the type (null when it has none). */
export function defaultStatusId(
  db: Kysely<Database>,
  schoolId: number,
  type: StatusType,
): Promise<number | null> {
  return statuses.firstStatusId(db, schoolId, type);
}

/**
 * What every new school starts with (docs/api-people.md), inside its registration. One row at a time, so ids
 * follow the listed order on both databases (the first of each type is the default).
 */
export async function createDefaultStatuses(db: Kysely<Database>, schoolId: number): Promise<void> {
  for (const status of defaultStatuses) await statuses.insertStatus(db, schoolId, status);
}

/** The statuses as other modules join them, and the checks of a status a body names (docs/architecture.md). */
export { assertStatusOf, isOwnStatus, statusesView } from './repository.ts';
