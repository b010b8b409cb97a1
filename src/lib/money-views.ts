import type { InvalidateQueryFilters, Query } from '@tanstack/react-query';
import type { AttendanceRecord, Balances, Student, StudentBalance, Subscription } from '@/contract';
import { moneyViewKeys, resourceKeys } from './query-keys';
import { type CachedView, cachedView } from './use-write';

// A student's money shows in the views of several features (docs/money.md): the lessons' rolls, the school's
// balances, the passes in the students list and in the running passes. Features do not import each other, so the
// writes that move a student's money — a sale, a payment, a correction, a change of lessons — write those views
// from here; a mark's, which names its pass by name and end only, are in mark-views.ts.

const byBalance = (a: StudentBalance, b: StudentBalance) =>
  a.balance - b.balance || a.student_name.localeCompare(b.student_name, 'ru');

/** The school's balances with one student's new balance; their payers' family sums move by as much. */
function balancesWith(balances: Balances, studentId: number, balance: number, debtVisits: number | null) {
  const row = balances.students.find((candidate) => candidate.student_id === studentId);
  if (!row || (row.balance === balance && (debtVisits === null || row.debt_visits === debtVisits)))
    return undefined;
  const delta = balance - row.balance;
  // Nothing owed says all of it; a debt's start is the ledger's to find (refreshed below, where shown).
  const settled = balance >= 0;
  const changed: StudentBalance = {
    ...row,
    balance,
    debt_visits: settled ? 0 : (debtVisits ?? row.debt_visits),
    owed_since: settled ? null : row.owed_since,
  };
  return {
    students: balances.students.map((item) => (item === row ? changed : item)).toSorted(byBalance),
    payers: balances.payers
      .map((payer) =>
        payer.student_ids.includes(studentId) ? { ...payer, balance: payer.balance + delta } : payer,
      )
      .toSorted((a, b) => a.balance - b.balance || a.client_id - b.client_id),
  };
}

/** A student's balance as an answer says it: a mark's record (with its debt visits), or a payment's sum. */
export function balanceView(studentId: number, balance: (current: number) => number, debtVisits?: number) {
  return cachedView<Balances>(moneyViewKeys.balances(), (balances) => {
    const current = balances.students.find((row) => row.student_id === studentId)?.balance;
    return current === undefined
      ? undefined
      : balancesWith(balances, studentId, balance(current), debtVisits ?? null);
  });
}

/**
 * What the balances cannot take from an answer: a student missing from them, and, while they owe, since when
 * (and, unless the answer says them, how many visits). `later`: only the finances page shows what is left, so the
 * roll's screen, which shows the balance alone, leaves the read until the balances are next shown.
 */
export function balancesUnsaid(studentIds: number[], later: boolean): InvalidateQueryFilters {
  const owes = (query: Query) => {
    const rows = (query.state.data as Balances | undefined)?.students ?? [];
    return studentIds.some((id) => (rows.find((row) => row.student_id === id)?.balance ?? -1) < 0);
  };
  return { queryKey: moneyViewKeys.balances(), predicate: owes, ...(later && { refetchType: 'none' }) };
}

/**
 * What a change of lessons' charges leaves unsaid (a lesson cancelled, moved or deleted, a closure, a sale's settled
 * debts): the rolls given, everyone's balances, accounts and running passes, pay and reports. The students list's
 * passes are only marked stale: the lists' own screen reads them when next shown, and a whole school's list is not
 * read again for a pass's count.
 */
export function chargesUnsaid(rolls: InvalidateQueryFilters[]): InvalidateQueryFilters[] {
  return [
    ...rolls,
    { queryKey: moneyViewKeys.balances() },
    { queryKey: moneyViewKeys.accounts() },
    { queryKey: moneyViewKeys.activePasses() },
    { queryKey: moneyViewKeys.studentLists(), refetchType: 'none' },
    { queryKey: resourceKeys.makeups },
    { queryKey: resourceKeys.payroll },
    { queryKey: resourceKeys.reports },
  ];
}

const running = (pass: Subscription) => pass.status !== 'ended' && pass.status !== 'canceled';
const newestSold = (a: { issued_at: string; id: number }, b: { issued_at: string; id: number }) =>
  b.issued_at.localeCompare(a.issued_at) || b.id - a.id;

/**
 * A sold pass as its answer says it (a sale, a freeze, a correction), in the students list and the running passes:
 * under its student (handed on, it leaves the one it was with), newest first, and off the running ones once ended or
 * cancelled. The day a pass was cancelled is not in its answer: the list keeps what it had.
 */
export function passViews(pass: Subscription): CachedView[] {
  const studentLists = cachedView<Student[]>(moneyViewKeys.studentLists(), (students) => {
    let changed = false;
    const next = students.map((student) => {
      const passes = student.subscriptions;
      const had = passes?.find((item) => item.id === pass.id);
      if (!passes || (!had && student.id !== pass.student_id)) return student;
      changed = true;
      const others = passes.filter((item) => item.id !== pass.id);
      if (student.id !== pass.student_id) return { ...student, subscriptions: others };
      const { id, sub_name, issued_at, expires_at, remaining_visits } = pass;
      const shown = {
        id,
        sub_name,
        issued_at,
        expires_at,
        remaining_visits,
        canceled_on: had?.canceled_on ?? null,
      };
      return { ...student, subscriptions: [...others, shown].toSorted(newestSold) };
    });
    return changed ? next : undefined;
  });
  const activePasses = cachedView<Subscription[]>(moneyViewKeys.activePasses(), (passes) => {
    const others = passes.filter((item) => item.id !== pass.id);
    if (running(pass)) return [...others, pass].toSorted(newestSold);
    return others.length === passes.length ? undefined : others;
  });
  return [studentLists, activePasses];
}

/** The rolls the students are on: what covers their visits and what they owe shows in each of their rows. */
export function rollsOf(studentIds: number[]): InvalidateQueryFilters {
  return {
    queryKey: moneyViewKeys.rolls(),
    predicate: (query) =>
      ((query.state.data as AttendanceRecord[] | undefined) ?? []).some((row) =>
        studentIds.includes(row.student_id),
      ),
  };
}
