import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  type cabinetFreezeSchema,
  type FreezeRequest,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { enqueue } from '../outbox/service.ts';
import { cabinetSchool } from '../schools/service.ts';
import { conflictAs, notFound } from '../shared/domain-errors.ts';
import { lockedOnPostgres } from '../shared/row-locks.ts';
import { studentsView } from '../students/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { freezeDecisionEmail } from './emails.ts';
import { type Family, studentOf } from './family.ts';

// A family's freeze of a pass (docs/cabinet.md): within what the pass's template allows, applied at once or — as the
// school sets — a request the front desk approves, checked by the same rules then as when it was asked.

type FreezeInput = z.output<typeof cabinetFreezeSchema>;

export async function requestFreeze(
  db: Kysely<Database>,
  family: Family,
  input: FreezeInput,
  time: SchoolTime,
): Promise<{ status: 'applied' | 'requested' }> {
  const freeze = { starts_on: input.starts_on, days: input.days };
  return inTransaction(db, async (trx) => {
    const pass = await subscriptions.getSubscription(trx, family.schoolId, input.subscription_id, time);
    studentOf(family, pass.student_id);
    const school = await cabinetSchool(trx, family.schoolId);
    if (school.freeze_mode === 'instant') {
      await subscriptions.freezeSubscription(trx, null, family.schoolId, pass.id, freeze, time);
      return { status: 'applied' as const };
    }
    await subscriptions.checkFreeze(trx, family.schoolId, pass.id, freeze, time);
    const pending = await trx
      .selectFrom('freeze_requests')
      .select('id')
      .where('subscription_id', '=', pass.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) throw conflictAs(serverErrors.freezeRequestPending);
    await trx
      .insertInto('freeze_requests')
      .values({
        school_id: family.schoolId,
        subscription_id: pass.id,
        email: family.email,
        starts_on: freeze.starts_on,
        days: freeze.days,
        created_at: time.now.toISOString(),
        decided_by: null,
        decided_at: null,
      })
      .execute();
    return { status: 'requested' as const };
  });
}

/** The passes' freezes the families asked for and the front desk has not decided yet. */
export async function pendingFreezes(db: Kysely<Database>, schoolId: number, passIds: number[]) {
  if (passIds.length === 0) return new Map<number, { starts_on: string; days: number }>();
  const rows = await db
    .selectFrom('freeze_requests')
    .select(['subscription_id', 'starts_on', 'days'])
    .where('school_id', '=', schoolId)
    .where('subscription_id', 'in', passIds)
    .where('status', '=', 'pending')
    .execute();
  return new Map(rows.map((row) => [row.subscription_id, { starts_on: row.starts_on, days: row.days }]));
}

function selectRequests(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('freeze_requests')
    .innerJoin(
      subscriptions.subscriptionsView(db).as('subscriptions'),
      'subscriptions.id',
      'freeze_requests.subscription_id',
    )
    .innerJoin(studentsView(db).as('students'), 'students.id', 'subscriptions.student_id')
    .select([
      'freeze_requests.id',
      'freeze_requests.subscription_id',
      'subscriptions.student_id',
      'students.name as student_name',
      'subscriptions.sub_name',
      'freeze_requests.email',
      'freeze_requests.starts_on',
      'freeze_requests.days',
      'freeze_requests.created_at',
      'freeze_requests.status',
    ])
    .where('freeze_requests.school_id', '=', schoolId);
}

/** The requests waiting for the front desk, oldest first. */
export function listFreezeRequests(db: Kysely<Database>, schoolId: number): Promise<FreezeRequest[]> {
  return selectRequests(db, schoolId)
    .where('freeze_requests.status', '=', 'pending')
    .orderBy('freeze_requests.id')
    .execute();
}

/**
 * The front desk approves (the freeze is applied, checked again by today's rules) or declines a request, once: of
 * two colleagues deciding at the same moment, the second is told it is decided. The family is told by email.
 */
export function decideFreezeRequest(
  db: Kysely<Database>,
  caller: User,
  schoolId: number,
  id: number,
  approve: boolean,
  time: SchoolTime,
): Promise<FreezeRequest> {
  return inTransaction(db, async (trx) => {
    const request = await lockedOnPostgres(
      trx,
      trx.selectFrom('freeze_requests').selectAll().where('school_id', '=', schoolId).where('id', '=', id),
      'update',
    ).executeTakeFirst();
    if (!request) throw notFound();
    if (request.status !== 'pending') throw conflictAs(serverErrors.freezeRequestDecided);
    const freeze = { starts_on: request.starts_on, days: request.days };
    if (approve)
      await subscriptions.freezeSubscription(trx, caller, schoolId, request.subscription_id, freeze, time);
    await trx
      .updateTable('freeze_requests')
      .set({
        status: approve ? 'approved' : 'declined',
        decided_by: caller.id,
        decided_at: time.now.toISOString(),
      })
      .where('id', '=', id)
      .execute();
    const decided = await selectRequests(trx, schoolId)
      .where('freeze_requests.id', '=', id)
      .executeTakeFirstOrThrow();
    const school = await cabinetSchool(trx, schoolId);
    await enqueue(
      trx,
      {
        ...freezeDecisionEmail(request.email, {
          schoolName: school.name,
          passName: decided.sub_name,
          startsOn: request.starts_on,
          days: request.days,
          approved: approve,
        }),
        school_id: schoolId,
        kind: 'freeze_decision',
        occasion: String(id),
      },
      time.now,
    );
    return decided;
  });
}
