import { type AccountEntry, instantToIsoDate } from '@/contract';

// «Почему 3 / почему −1 200 ₽»: the ledger lines behind a figure, oldest first, each with the figure after it —
// the last line's total is the figure itself, because every balance and remaining count is a ledger sum.

export type ExplainedLine = { entry: AccountEntry; change: number; total: number };

function runningTotals(entries: readonly AccountEntry[], change: (entry: AccountEntry) => number, start = 0) {
  let total = start;
  return [...entries]
    .reverse()
    .filter((entry) => change(entry) !== 0)
    .map((entry): ExplainedLine => {
      total += change(entry);
      return { entry, change: change(entry), total };
    });
}

/** The lines that moved the balance (entries come newest first, as the account answers them). */
export function explainBalance(entries: readonly AccountEntry[]): ExplainedLine[] {
  return runningTotals(entries, (entry) => entry.amount);
}

/** The lines that took or gave back the visits of one subscription, counted from the visits it was sold with. */
export function explainVisits(
  entries: readonly AccountEntry[],
  subscription: { id: number; visits: number | null },
): ExplainedLine[] {
  return runningTotals(
    entries.filter((entry) => entry.subscription_id === subscription.id),
    (entry) => entry.visits,
    subscription.visits ?? 0,
  );
}

/**
 * A correction written on a later day than the one it counts for (a mark changed afterwards, a lesson cancelled):
 * the day it was written, to show with who wrote it.
 */
export function writtenLater(entry: AccountEntry, zone: string): string | null {
  if (entry.kind !== 'reversal') return null;
  const written = instantToIsoDate(entry.created_at, zone);
  return written !== null && written > entry.entry_date ? written : null;
}
