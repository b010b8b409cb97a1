import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  ScheduleEntry,
  SchoolTime,
  Style,
  scheduleEntryCreateSchema,
  scheduleEntryUpdateSchema,
  styleUpdateSchema,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { assertScheduleReferences } from '../lessons/service.ts';
import { assertActiveRange } from '../shared/active-range.ts';
import { definedFields } from '../shared/defined-fields.ts';
import { notFound } from '../shared/domain-errors.ts';
import * as styles from '../styles/service.ts';
import { deleteUntouchedFutureLessons, generateLessons } from './generation.ts';
import * as schedules from './repository.ts';

/** The lessons the timetable plans: by the host's daily job (jobs/daily-jobs.ts) and on demand (docs/time.md). */
export { generateLessons } from './generation.ts';

type ScheduleEntryCreate = z.output<typeof scheduleEntryCreateSchema>;
type ScheduleEntryUpdate = z.output<typeof scheduleEntryUpdateSchema>;

const entryFields = [
  'group_id',
  'weekday',
  'start_time',
  'duration_minutes',
  'teacher_id',
  'direction_id',
  'active_from',
  'active_to',
] as const;

export function listScheduleEntries(db: Kysely<Database>, schoolId: number): Promise<ScheduleEntry[]> {
  return schedules.listScheduleEntries(db, schoolId);
}

export async function getScheduleEntry(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
): Promise<ScheduleEntry> {
  const entry = await schedules.findScheduleEntry(db, schoolId, id);
  if (!entry) throw notFound();
  return entry;
}

/** A new weekly slot and, in the same transaction, the lessons it plans (docs/api-schedule.md, "Generation"). */
export function createScheduleEntry(
  db: Kysely<Database>,
  schoolId: number,
  input: ScheduleEntryCreate,
  time: SchoolTime,
): Promise<ScheduleEntry> {
  return inTransaction(db, async (trx) => {
    await assertScheduleReferences(trx, schoolId, input);
    const {
      group_id,
      weekday,
      start_time,
      duration_minutes,
      teacher_id,
      direction_id,
      active_from,
      active_to,
    } = input;
    const id = await schedules.insertScheduleEntry(trx, schoolId, {
      group_id,
      weekday,
      start_time,
      duration_minutes,
      teacher_id,
      direction_id,
      active_from,
      active_to,
    });
    await generateLessons(trx, { schoolId, scheduleId: id }, time);
    return getScheduleEntry(trx, schoolId, id);
  });
}

/**
 * Changes the slot and reshapes its coming lessons in the same transaction: the untouched ones (see
 * `deleteUntouchedFutureLessons`) are planned again from the new shape; past and hand-edited lessons stay.
 */
export function updateScheduleEntry(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: ScheduleEntryUpdate,
  time: SchoolTime,
): Promise<ScheduleEntry> {
  return inTransaction(db, async (trx) => {
    const stored = await getScheduleEntry(trx, schoolId, id);
    await assertScheduleReferences(trx, schoolId, input);
    const patch = definedFields(input, entryFields);
    assertActiveRange(stored, patch);
    // Nothing to change (only read-only fields sent): the coming lessons are left as they are.
    if (Object.keys(patch).length === 0) return stored;
    await schedules.updateScheduleEntry(trx, id, patch);
    await deleteUntouchedFutureLessons(trx, id, time.today);
    await generateLessons(trx, { schoolId, scheduleId: id }, time);
    return getScheduleEntry(trx, schoolId, id);
  });
}

/** The untouched coming lessons go with the slot; past and hand-edited ones stay as one-off lessons. */
export async function deleteScheduleEntry(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  time: SchoolTime,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    await getScheduleEntry(trx, schoolId, id);
    await deleteUntouchedFutureLessons(trx, id, time.today);
    await schedules.deleteScheduleEntry(trx, id);
  });
  return { id };
}

/**
 * A direction's change is the timetable's too: restored, or given new dates, it plans its entries' lessons again
 * in the same transaction (docs/time.md) — now, not with the next day's job.
 */
export function updateDirection(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  input: z.output<typeof styleUpdateSchema>,
  time: SchoolTime,
): Promise<Style> {
  return inTransaction(db, async (trx) => {
    const style = await styles.updateStyle(trx, schoolId, id, input);
    if (input.is_archived === false || input.active_from !== undefined || input.active_to !== undefined)
      await generateLessons(trx, { schoolId }, time);
    return style;
  });
}
