import type { Selectable } from 'kysely';
import type { PayRateTable } from './tables.ts';

// The rules of teacher pay (docs/payroll.md) as pure functions: which rate a lesson takes, and what it pays.

/** A rate as the rules read it: the stored row without its bookkeeping. */
export type RateTerms = Omit<Selectable<PayRateTable>, 'school_id' | 'created_by' | 'created_at'>;

export type HeldLesson = {
  id: number;
  teacher_id: number;
  group_id: number;
  direction_id: number | null;
  lesson_date: string;
  duration_minutes: number;
  students_present: number;
  /** What the lesson's visits charged, in kopecks. */
  charged: number;
};

/** A rate for the lesson's group beats one for its direction, which beats one for every lesson. */
function specificity(rate: RateTerms, lesson: HeldLesson): number {
  if (rate.group_id !== null) return rate.group_id === lesson.group_id ? 3 : 0;
  if (rate.direction_id !== null) return rate.direction_id === lesson.direction_id ? 2 : 0;
  return 1;
}

/**
 * The teacher's rate for a lesson: the most specific one in force on the lesson's date (the latest to take effect
 * on or before it). A rate set later never reaches back: lessons before its date keep the rate they had.
 */
export function rateFor(rates: readonly RateTerms[], lesson: HeldLesson): RateTerms | null {
  let best: { rate: RateTerms; rank: number } | null = null;
  for (const rate of rates) {
    if (rate.teacher_id !== lesson.teacher_id || rate.effective_from > lesson.lesson_date) continue;
    const rank = specificity(rate, lesson);
    if (rank === 0) continue;
    const better =
      best === null ||
      rank > best.rank ||
      (rank === best.rank &&
        (rate.effective_from > best.rate.effective_from ||
          (rate.effective_from === best.rate.effective_from && rate.id > best.rate.id)));
    if (better) best = { rate, rank };
  }
  return best?.rate ?? null;
}

/** What a held lesson pays under a rate, in whole kopecks. */
export function payFor(rate: RateTerms | null, lesson: HeldLesson): number {
  if (rate === null) return 0;
  switch (rate.kind) {
    case 'lesson':
      return rate.amount;
    case 'hour':
      return Math.round((rate.amount * lesson.duration_minutes) / 60);
    case 'student':
      return lesson.students_present === 0 ? rate.min_amount : rate.amount * lesson.students_present;
    case 'percent':
      return Math.round((lesson.charged * rate.percent) / 100);
  }
}

/** A pass as the value of one of its visits needs it. */
export type SubscriptionTerms = {
  kind: 'visits' | 'unlimited';
  price: number;
  visits: number | null;
  visitsTaken: number;
};

/**
 * What one visit on a pass is worth: its price over its visits; for an unlimited pass, its price over the visits
 * taken on it so far (so its whole price is shared by the lessons it was used for).
 */
export function visitValue(pass: SubscriptionTerms): number {
  const count = pass.kind === 'visits' ? (pass.visits ?? 0) : pass.visitsTaken;
  return count > 0 ? pass.price / count : 0;
}
