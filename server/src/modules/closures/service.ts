import type { Kysely } from 'kysely';
import {
  CLOSURE_MAX_DAYS,
  type Closure,
  type ClosureCreate,
  daysBetween,
  type SchoolTime,
  serverErrors,
  type User,
} from '../../../../src/contract/index.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { assertGroupsOf } from '../groups/service.ts';
import * as lessons from '../lessons/service.ts';
import { conflictAs, invalid, notFound } from '../shared/domain-errors.ts';
import { addDays } from '../shared/local-date.ts';
import { isStorableId } from '../shared/sql-values.ts';
import * as subscriptions from '../subscriptions/service.ts';
import * as closures from './repository.ts';

// docs/closures.md: a closure cancels the lessons in its days and gives every pass valid then its closed days
// back; lessons generated later inside it are born cancelled (schedules/generation.ts).

/** What generation asks of closures: which closure, if any, a new lesson is born cancelled by. */
export { type ClosureCover, closureCovering, closuresInWindow } from './repository.ts';

type Author = { caller: User; time: SchoolTime };

export function listClosures(db: Kysely<Database>, schoolId: number): Promise<Closure[]> {
  return closures.listClosures(db, schoolId);
}

async function getClosure(db: Kysely<Database>, schoolId: number, id: number): Promise<Closure> {
  const [closure] = await closures.listClosures(db, schoolId, id);
  if (!closure) throw notFound();
  return closure;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

type DayRange = { starts_on: string; ends_on: string };

/**
 * The days a pass valid during the closure gets back: as many as the closure took from its validity — less the
 * days another closure already gave back (a day closed twice is one closed day) — counted from where it would
 * otherwise end or from the closure's end, whichever is later: a pass ending inside the closure gets usable days
 * after it, not days nobody can attend.
 */
export function extendedExpiry(
  pass: { starts_at: string; expires_at: string },
  closure: DayRange,
  givenBefore: readonly DayRange[] = [],
): { days: number; expires_at: string } {
  const first = later(pass.starts_at, closure.starts_on);
  const last = earlier(pass.expires_at, closure.ends_on);
  let days = 0;
  // A closure is at most CLOSURE_MAX_DAYS long: its days are counted one by one.
  for (let day = first; day <= last; day = addDays(day, 1))
    if (!givenBefore.some((range) => range.starts_on <= day && day <= range.ends_on)) days += 1;
  return { days, expires_at: addDays(later(pass.expires_at, closure.ends_on), days) };
}

export function createClosure(
  db: Kysely<Database>,
  schoolId: number,
  input: ClosureCreate,
  { caller, time }: Author,
): Promise<Closure> {
  return inTransaction(db, async (trx) => {
    if (input.starts_on < time.today) throw invalid(serverErrors.closureBackdated);
    if (daysBetween(input.starts_on, input.ends_on) + 1 > CLOSURE_MAX_DAYS)
      throw invalid(serverErrors.closureTooLong(CLOSURE_MAX_DAYS));
    const groupIds = [...new Set(input.group_ids)];
    await assertGroupsOf(trx, schoolId, 'student', groupIds);
    const id = await closures.insertClosure(
      trx,
      {
        school_id: schoolId,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
        reason: input.reason,
        created_by: caller.id,
        created_at: time.now.toISOString(),
      },
      groupIds,
    );
    const range = { schoolId, startsOn: input.starts_on, endsOn: input.ends_on, groupIds };

    // A mark already made today is taken back the way any cancellation takes it back.
    await lessons.cancelLessonsOfClosure(
      trx,
      id,
      range,
      { code: 'closure', reason: input.reason },
      { caller, time },
    );

    for (const pass of await subscriptions.subscriptionsValidDuring(trx, range)) {
      if (pass.starts_at === null || pass.expires_at === null) continue;
      const extension = extendedExpiry(
        { starts_at: pass.starts_at, expires_at: pass.expires_at },
        input,
        await closures.closuresExtending(trx, pass.id),
      );
      if (extension.days === 0) continue;
      await subscriptions.extendForClosure(trx, pass.id, extension.expires_at);
      await closures.insertExtension(trx, {
        school_id: schoolId,
        subscription_id: pass.id,
        closure_id: id,
        days: extension.days,
        created_at: time.now.toISOString(),
      });
    }
    return getClosure(trx, schoolId, id);
  });
}

/**
 * A closure that has not begun can be taken back: its lessons are held again (and charged as usual) and its
 * passes lose the days it gave. One that has begun stays — its days have passed or are passing.
 */
export async function deleteClosure(
  db: Kysely<Database>,
  schoolId: number,
  id: number,
  { caller, time }: Author,
): Promise<{ id: number }> {
  await inTransaction(db, async (trx) => {
    if (!isStorableId(id)) throw notFound();
    const closure = await closures.findClosure(trx, schoolId, id);
    if (!closure) throw notFound();
    if (closure.starts_on <= time.today) throw conflictAs(serverErrors.closureStarted);
    await lessons.restoreLessonsOfClosure(trx, schoolId, id, { code: 'closure_canceled' }, { caller, time });
    for (const extension of await closures.extensionsOf(trx, id))
      await subscriptions.shortenAfterClosure(trx, extension.subscription_id, extension.days);
    await closures.deleteClosure(trx, id);
  });
  return { id };
}
