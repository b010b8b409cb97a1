import { passRunsOn, type Subscription, type SubscriptionStatus } from '../../../../src/contract/index.ts';
import { addDays } from '../shared/local-date.ts';
import type { FreezeRow, Scope, SubscriptionRow } from './repository.ts';

// The rules of a sold subscription, as pure functions of its row, its ledger sums and its freezes
// (docs/money.md, "Subscriptions").

/** A first-visit subscription nobody used starts by itself this many days after the sale. */
export const FIRST_VISIT_GRACE_DAYS = 30;

export type SubscriptionFacts = {
  row: SubscriptionRow;
  /** Sum of the ledger's visit lines for it (negative: visits taken and burned). */
  visitSum: number;
  burned: number;
  /** What its correction lines (`pass_change`, `pass_cancel`) moved: money back to the payer, visits added. */
  changes: { amount: number; visits: number };
  freezes: FreezeRow[];
  scope: Scope;
};

/**
 * What the pass costs and holds now: its sold price and visits, as its correction lines changed them. The row keeps
 * what it was sold with; a cancelled pass costs what was used of it and holds the visits taken.
 */
export function termsOf(facts: SubscriptionFacts): { price: number; visits: number | null } {
  const { row, changes } = facts;
  return {
    price: row.price - changes.amount,
    visits: row.visits === null ? null : row.visits + changes.visits,
  };
}

const lastFrozenDay = (freeze: FreezeRow) => addDays(freeze.starts_on, freeze.days - 1);

export function frozenOn(freezes: FreezeRow[], date: string): boolean {
  return freezes.some((freeze) => freeze.starts_on <= date && date <= lastFrozenDay(freeze));
}

export function remainingOf(facts: SubscriptionFacts): number | null {
  return facts.row.kind === 'visits' ? (facts.row.visits ?? 0) + facts.visitSum : null;
}

/** The day it starts counting: its own start, or for an unused first-visit one the end of its grace. */
export function effectiveStart(row: SubscriptionRow, today: string): string | null {
  if (row.starts_at) return row.starts_at;
  const automatic = addDays(row.issued_at, FIRST_VISIT_GRACE_DAYS);
  return automatic <= today ? automatic : null;
}

export function statusOf(facts: SubscriptionFacts, today: string): SubscriptionStatus {
  if (facts.row.canceled_on !== null) return 'canceled';
  const remaining = remainingOf(facts);
  if (
    (facts.row.expires_at !== null && facts.row.expires_at < today) ||
    (remaining !== null && remaining <= 0)
  )
    return 'ended';
  const start = effectiveStart(facts.row, today);
  if (start === null || start > today) return 'not_started';
  return frozenOn(facts.freezes, today) ? 'frozen' : 'active';
}

export function toSubscription(facts: SubscriptionFacts, today: string): Subscription {
  const { row } = facts;
  const paid = Number(row.paid);
  const terms = termsOf(facts);
  const upcoming = facts.freezes.filter((freeze) => lastFrozenDay(freeze) >= today);
  const usedDays = facts.freezes.reduce((sum, freeze) => sum + freeze.days, 0);
  return {
    id: row.id,
    student_id: row.student_id,
    student_name: row.student_name,
    template_id: row.template_id,
    sub_name: row.sub_name,
    kind: row.kind,
    issued_at: row.issued_at,
    starts_at: effectiveStart(row, today),
    expires_at: row.expires_at,
    visits: terms.visits,
    remaining_visits: remainingOf(facts),
    burned_visits: facts.burned,
    status: statusOf(facts, today),
    frozen_until: upcoming[0] ? lastFrozenDay(upcoming[0]) : null,
    freezes_left: Math.max(row.freeze_count - facts.freezes.length, 0),
    freeze_days_left: Math.max(row.freeze_days - usedDays, 0),
    price: terms.price,
    paid,
    owed: Math.max(terms.price - paid, 0),
  };
}

/** The lesson a visit is for, as far as subscriptions care. */
export type LessonTerms = { group_id: number; direction_id: number | null; lesson_date: string };

export function coversLesson(scope: Scope, lesson: Pick<LessonTerms, 'group_id' | 'direction_id'>): boolean {
  if (scope.group_ids.length === 0 && scope.direction_ids.length === 0) return true;
  return (
    scope.group_ids.includes(lesson.group_id) ||
    (lesson.direction_id !== null && scope.direction_ids.includes(lesson.direction_id))
  );
}

// A cancelled pass covers no lesson at all: what was used of it is settled by its cancellation line.
const withinDates = (row: SubscriptionRow, date: string) => passRunsOn(row, date);

export type Choice = { subscription: SubscriptionFacts | null; frozen: boolean };

/**
 * Which subscription a visit on this lesson takes, in the stated order: valid for the lesson's group or
 * direction, in its dates, not frozen that day, with a visit left; then the soonest to expire, then the oldest.
 * `frozen` says that a subscription would have covered it but is frozen that day (the visit charges nothing).
 */
export function chooseSubscription(
  candidates: SubscriptionFacts[],
  lesson: LessonTerms,
  /**
   * A make-up guest's pass (docs/makeups.md): the visit goes to the pass whose make-up it is, which is valid for
   * the guest's lesson whatever its group; only when that pass cannot take it (ended, frozen, no visit left) do the
   * student's other passes, by their own scope.
   */
  makeupPass?: number,
): Choice {
  if (makeupPass !== undefined) {
    const own = candidates
      .filter((facts) => facts.row.id === makeupPass)
      .map((facts) => ({ ...facts, scope: { group_ids: [], direction_ids: [] } }));
    const choice = choose(own, lesson);
    if (choice.subscription || choice.frozen) return choice;
  }
  return choose(candidates, lesson);
}

function choose(candidates: SubscriptionFacts[], lesson: LessonTerms): Choice {
  const inTerms = candidates.filter(
    (facts) => coversLesson(facts.scope, lesson) && withinDates(facts.row, lesson.lesson_date),
  );
  const usable = inTerms
    .filter((facts) => !frozenOn(facts.freezes, lesson.lesson_date))
    .filter((facts) => {
      const remaining = remainingOf(facts);
      return remaining === null || remaining > 0;
    })
    .sort(
      (a, b) =>
        (a.row.expires_at ?? '9999-12-31').localeCompare(b.row.expires_at ?? '9999-12-31') ||
        a.row.id - b.row.id,
    );
  const subscription = usable[0] ?? null;
  const frozen =
    subscription === null && inTerms.some((facts) => frozenOn(facts.freezes, lesson.lesson_date));
  return { subscription, frozen };
}
