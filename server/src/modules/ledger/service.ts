import type { Kysely } from 'kysely';
import type { AccountEntry, LedgerNote } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as entries from './repository.ts';

// The account ledger (docs/money.md): the one place ledger lines are written. Every balance and every
// remaining-visit count is a sum of these lines; nothing here updates or deletes one.

export { passMoneyOf, visitsTaken } from './pass-sums.ts';
export type { EntryAuthor, EntryValues, MarkLine, OpenCharge } from './repository.ts';

export const recordEntry = entries.insertEntry;
export const openCharges = entries.openCharges;
export const openDebtVisits = entries.openDebtVisits;
export const openVisitsOf = entries.openVisitsOf;
export const visitSums = entries.visitSums;
export const studentLinesForMark = entries.studentLinesForMark;
export const recordBurn = entries.insertBurn;
// What payments, imports and payroll ask of the ledger, and the ledger as others join it (docs/architecture.md).
export const paymentEntry = entries.paymentEntry;
export const studentsWithOpening = entries.studentsWithOpening;
export const lessonCharges = entries.lessonCharges;
export const ledgerView = entries.ledgerView;

/** Undoes a line with its mirror image, linked to it; gives back the line written. */
export async function reverseEntry(
  db: Kysely<Database>,
  author: entries.EntryAuthor,
  entry: {
    id: number;
    student_id: number;
    amount: number;
    visits: number;
    subscription_id: number | null;
    lesson_id?: number | null;
  },
  entryDate: string,
  note: LedgerNote,
): Promise<entries.MarkLine> {
  return recordLine(db, author, {
    student_id: entry.student_id,
    kind: 'reversal',
    entry_date: entryDate,
    amount: -entry.amount,
    visits: -entry.visits,
    subscription_id: entry.subscription_id,
    lesson_id: entry.lesson_id ?? null,
    reverses_id: entry.id,
    note,
  });
}

/** Writes a line and gives it back as the rules read it, so a write can go on without reading it again. */
export async function recordLine(
  db: Kysely<Database>,
  author: entries.EntryAuthor,
  values: entries.EntryValues,
): Promise<entries.MarkLine> {
  const id = await entries.insertEntry(db, author, values);
  return {
    id,
    student_id: values.student_id,
    kind: values.kind,
    entry_date: values.entry_date,
    amount: values.amount,
    visits: values.visits,
    subscription_id: values.subscription_id ?? null,
    lesson_id: values.lesson_id ?? null,
    reverses_id: values.reverses_id ?? null,
  };
}

/** The charges of a lesson among a student's lines that no line has undone (the SQL `openCharges`, in memory). */
export function openChargesIn(lines: entries.MarkLine[], lessonId: number): entries.MarkLine[] {
  const undone = new Set(lines.map((line) => line.reverses_id).filter((id) => id !== null));
  return lines
    .filter(
      (line) =>
        line.lesson_id === lessonId &&
        (line.kind === 'visit' || line.kind === 'debt_visit') &&
        !undone.has(line.id),
    )
    .sort((a, b) => a.id - b.id);
}

export function studentEntries(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
): Promise<AccountEntry[]> {
  return entries.listStudentEntries(db, schoolId, studentId);
}

export type Owing = { balance: number; debt_visits: number; owed_since: string | null };

/**
 * What a student owes and since when. Credits pay the oldest charges first, so the charges left unpaid are the
 * newest ones whose sum exceeds the credit: `owed_since` is the date of the oldest of them, and `debt_visits`
 * counts the uncovered visits among them.
 */
function owingOf(
  lines: { kind: string; entry_date: string; amount: number; reverses_id: number | null; id: number }[],
): Owing {
  const undone = new Set(lines.filter((line) => line.reverses_id !== null).map((line) => line.reverses_id));
  const live = lines.filter((line) => line.reverses_id === null && !undone.has(line.id));
  const balance = lines.reduce((sum, line) => sum + line.amount, 0);
  if (balance >= 0) return { balance, debt_visits: 0, owed_since: null };
  // A reversal and the line it undoes cancel out exactly; the live lines alone sum to the balance.
  let credit = live.filter((line) => line.amount > 0).reduce((sum, line) => sum + line.amount, 0);
  const charges = live.filter((line) => line.amount < 0);
  let debtVisits = 0;
  let since: string | null = null;
  for (const charge of charges) {
    credit += charge.amount;
    if (credit < 0) {
      since ??= charge.entry_date;
      if (charge.kind === 'debt_visit') debtVisits += 1;
    }
  }
  return { balance, debt_visits: debtVisits, owed_since: since };
}

/** Each student's balance, debt visits and owed-since, for the whole school in two queries. */
export async function owingByStudent(db: Kysely<Database>, schoolId: number): Promise<Map<number, Owing>> {
  const balances = await entries.balancesByStudent(db, schoolId);
  const debtors = [...balances].filter(([, balance]) => balance < 0).map(([studentId]) => studentId);
  const lines = await entries.moneyEntries(db, schoolId, debtors);
  const byStudent = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = byStudent.get(line.student_id);
    if (list) list.push(line);
    else byStudent.set(line.student_id, [line]);
  }
  const owing = new Map<number, Owing>();
  for (const [studentId, balance] of balances) {
    owing.set(
      studentId,
      balance < 0 ? owingOf(byStudent.get(studentId) ?? []) : { balance, debt_visits: 0, owed_since: null },
    );
  }
  return owing;
}

/** What a student owes after a mark, from the lines `studentLinesForMark` read and those the mark wrote. */
export function owingOfLines(lines: entries.MarkLine[]): Owing {
  return owingOf(lines.filter((line) => line.amount !== 0).sort(entries.byEntryDate));
}

/** Owing of a few students (a lesson's roll), from their own lines. */
export async function owingOfStudents(
  db: Kysely<Database>,
  schoolId: number,
  studentIds: number[],
): Promise<Map<number, Owing>> {
  const lines = await entries.moneyEntries(db, schoolId, studentIds);
  return new Map(studentIds.map((id) => [id, owingOf(lines.filter((line) => line.student_id === id))]));
}
