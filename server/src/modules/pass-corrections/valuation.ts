import { addDays } from '../shared/local-date.ts';
import { remainingOf, type SubscriptionFacts, termsOf } from '../subscriptions/service.ts';

// What was used of a pass when it is cancelled (docs/money.md, «Отмена абонемента»), as pure functions: the rest of
// its price stops costing.

export type Usage = {
  /** Visits taken (a visits pass) or days counted (an unlimited one). */
  used: number;
  /** What that is worth, kopecks: never more than the pass costs now. */
  value: number;
};

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Days of [from, to] (both included) that no freeze covers. */
function unfrozenDays(facts: SubscriptionFacts, from: string, to: string): number {
  if (to < from) return 0;
  let frozen = 0;
  for (const freeze of facts.freezes) {
    const first = freeze.starts_on > from ? freeze.starts_on : from;
    const lastFrozen = addDays(freeze.starts_on, freeze.days - 1);
    const last = lastFrozen < to ? lastFrozen : to;
    if (first <= last) frozen += dayNumber(last) - dayNumber(first) + 1;
  }
  return dayNumber(to) - dayNumber(from) + 1 - frozen;
}

/**
 * A visits pass: the visits taken at its price per visit (8 visits for 4 000 ₽, 3 taken: 1 500 ₽). An unlimited
 * pass: nothing if nobody ever came on it (a sale by mistake, a change of mind); otherwise its days from its start
 * to the day it is cancelled, frozen days left out, at its price per day of its term (30 days for 6 000 ₽, cancelled
 * on its 10th day: 2 000 ₽).
 */
export function usageOf(facts: SubscriptionFacts, visitsTaken: number, today: string): Usage {
  const { price, visits } = termsOf(facts);
  if (visits !== null) {
    const used = Math.min(Math.max(visits - (remainingOf(facts) ?? 0), 0), visits);
    return { used, value: visits > 0 ? Math.round((price * used) / visits) : 0 };
  }
  const start = facts.row.starts_at;
  if (visitsTaken <= 0 || start === null || start > today) return { used: 0, value: 0 };
  const term = facts.row.validity_days;
  const days = Math.min(unfrozenDays(facts, start, today), term);
  return { used: days, value: Math.round((price * days) / term) };
}
