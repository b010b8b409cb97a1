import { type AccountEntry, instantToIsoDate, sayNote } from '@/contract';

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

type Pass = { id: number; remaining_visits: number | null };

/**
 * The visits a pass held before the student's own lines of it: those it was sold with — or, for a pass handed on
 * by a sibling, what was left of it then (the sibling's visits are on the sibling's account). The remaining count
 * is the ledger's sum, so it is what is left less what these lines moved.
 */
export function visitsAtStart(entries: readonly AccountEntry[], pass: Pass): number {
  const moved = entries
    .filter((entry) => entry.subscription_id === pass.id)
    .reduce((sum, entry) => sum + entry.visits, 0);
  return (pass.remaining_visits ?? 0) - moved;
}

/**
 * Where a pass's count starts on this student's account: its sale, or the line it came with from a sibling (the
 * receiver's `pass_transfer` line says from whom and why).
 */
export function passStart(
  entries: readonly AccountEntry[],
  pass: { id: number; sub_name: string; issued_at: string },
): { date: string; text: string } {
  const received = entries.findLast(
    (entry) => entry.subscription_id === pass.id && entry.kind === 'pass_transfer',
  );
  return received
    ? { date: received.entry_date, text: sayNote(received.note_data) }
    : { date: pass.issued_at, text: sayNote({ code: 'sale', pass: pass.sub_name }) };
}

/**
 * The lines that took or gave back the visits of one subscription (a change of its count and its cancellation
 * too), counted from {@link visitsAtStart}.
 */
export function explainVisits(entries: readonly AccountEntry[], pass: Pass): ExplainedLine[] {
  return runningTotals(
    entries.filter((entry) => entry.subscription_id === pass.id),
    (entry) => entry.visits,
    visitsAtStart(entries, pass),
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
