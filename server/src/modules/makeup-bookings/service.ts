import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as makeups from '../makeups/service.ts';
import { notFound } from '../shared/domain-errors.ts';
import { isStorableId } from '../shared/sql-values.ts';

// Make-up bookings (docs/makeups.md): what the cabinet (a family's own make-ups) and the waitlists ask of them.
export { type Booker, bookMakeup, cancelMakeupBooking } from './booking.ts';
export { makeupsOfStudents } from './makeup-list.ts';
export { makeupOptions } from './makeup-options.ts';

/** Whose a standing make-up of the school is (404 for any other). */
export async function makeupOwner(db: Kysely<Database>, schoolId: number, makeupId: number): Promise<number> {
  const row = isStorableId(makeupId) ? await makeups.findMakeup(db, schoolId, makeupId) : undefined;
  if (!row) throw notFound();
  return row.student_id;
}
