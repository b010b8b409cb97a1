import type { InvalidateQueryFilters, Query } from '@tanstack/react-query';
import type { AttendanceRecord, Student, Subscription } from '@/contract';
import { balancesUnsaid, balanceView } from './money-views';
import { moneyViewKeys, resourceKeys } from './query-keys';
import { type CachedView, cachedView } from './use-write';

// What a mark's answer says of a student's money (docs/money.md, «Посещение»), and what it cannot: the record carries
// the student's balance and debt visits and the covering pass's name, end and remaining visits — not the pass's id.

/** The passes of a list that an answer names by name and end only (a roll's record has no pass id). */
const sameSold = (pass: { sub_name: string; expires_at: string | null }, record: AttendanceRecord) =>
  pass.sub_name === record.sub_name && pass.expires_at === record.expires_at;

function onePassOf<Pass extends { sub_name: string; expires_at: string | null }>(
  passes: readonly Pass[],
  record: AttendanceRecord,
) {
  const found = passes.filter((pass) => sameSold(pass, record));
  return found.length === 1 ? found[0] : undefined;
}

type PassOf = (
  data: unknown,
  studentId: number,
) => readonly { sub_name: string; expires_at: string | null }[];

/** A cached list holding a pass of a record that it cannot single out (not exactly one by name and end). */
const passUnsaid = (records: AttendanceRecord[], passesOf: PassOf) => (query: Query) =>
  records.some(
    (record) =>
      record.sub_name !== null &&
      passesOf(query.state.data, record.student_id).filter((pass) => sameSold(pass, record)).length !== 1,
  );

const studentPasses: PassOf = (data, id) =>
  ((data as Student[] | undefined) ?? []).find((student) => student.id === id)?.subscriptions ?? [];
const runningPasses: PassOf = (data, id) =>
  ((data as Subscription[] | undefined) ?? []).filter((pass) => pass.student_id === id);

/**
 * The rolls, balances and passes a mark's answer speaks for (docs/money.md, «Посещение»): the record itself in its
 * lesson's roll, the student's balance and debt visits, and the remaining visits of the pass that covers the lesson.
 */
export function markedViews(records: AttendanceRecord[]): CachedView[] {
  const roll = cachedView<AttendanceRecord[]>(moneyViewKeys.rolls(), (rows) => {
    const answered = new Map(records.map((record) => [`${record.lesson_id}:${record.student_id}`, record]));
    if (!rows.some((row) => answered.has(`${row.lesson_id}:${row.student_id}`))) return undefined;
    return rows.map((row) => answered.get(`${row.lesson_id}:${row.student_id}`) ?? row);
  });
  // A teacher's answer says nothing of money, and a teacher has no money views cached.
  const money = records.filter((record) => record.balance !== null);
  const passes = money.filter((record) => record.sub_name !== null);
  const studentLists = cachedView<Student[]>(moneyViewKeys.studentLists(), (students) => {
    const touched = new Map(passes.map((record) => [record.student_id, record]));
    let changed = false;
    const next = students.map((student) => {
      const record = touched.get(student.id);
      const pass = record && student.subscriptions && onePassOf(student.subscriptions, record);
      if (!record || !pass || pass.remaining_visits === record.remaining_visits) return student;
      changed = true;
      const subscriptions = student.subscriptions?.map((item) =>
        item === pass ? { ...item, remaining_visits: record.remaining_visits } : item,
      );
      return { ...student, subscriptions: subscriptions ?? null };
    });
    return changed ? next : undefined;
  });
  const activePasses = cachedView<Subscription[]>(moneyViewKeys.activePasses(), (list) => {
    const covering = new Map(
      passes.flatMap((record) => {
        const pass = onePassOf(
          list.filter((item) => item.student_id === record.student_id),
          record,
        );
        return pass && pass.remaining_visits !== record.remaining_visits ? [[pass, record] as const] : [];
      }),
    );
    if (covering.size === 0) return undefined;
    return list.map((pass) => {
      const record = covering.get(pass);
      return record ? { ...pass, remaining_visits: record.remaining_visits } : pass;
    });
  });
  const balances = money.map((record) =>
    balanceView(record.student_id, () => record.balance ?? 0, record.debt_visits ?? undefined),
  );
  return [roll, ...balances, studentLists, activePasses];
}

/**
 * What a mark's answer cannot say, read again: the student's other rolls (what covers those lessons, what they owe
 * by then), their account's ledger lines, a pass the answer cannot single out, since when they owe, and the
 * make-ups, pay and reports that follow marks (none on the roll's screen, so they are only marked stale there).
 */
export function markUnsaid(records: AttendanceRecord[]): InvalidateQueryFilters[] {
  const students = new Set(records.map((record) => record.student_id));
  const lessons = new Set(records.map((record) => record.lesson_id));
  const otherRoll = (query: Query) =>
    ((query.state.data as AttendanceRecord[] | undefined) ?? []).some(
      (row) => students.has(row.student_id) && !lessons.has(row.lesson_id),
    );
  const money = records.filter((record) => record.balance !== null);
  // A pass used up ends, which takes it off the running passes: the record has no status to say so.
  const usedUp = money.some((record) => record.remaining_visits === 0);
  const moneyUnsaid: InvalidateQueryFilters[] = [
    balancesUnsaid(
      money.map((record) => record.student_id),
      true,
    ),
    // A whole school's students list is not read again for one pass: it waits until its own screen shows it.
    {
      queryKey: moneyViewKeys.studentLists(),
      refetchType: 'none',
      predicate: passUnsaid(money, studentPasses),
    },
    {
      queryKey: moneyViewKeys.activePasses(),
      predicate: (query) => usedUp || passUnsaid(money, runningPasses)(query),
    },
  ];
  return [
    { queryKey: moneyViewKeys.rolls(), predicate: otherRoll },
    ...[...students].map((id) => ({ queryKey: moneyViewKeys.account(id) })),
    ...(money.length === 0 ? [] : moneyUnsaid),
    { queryKey: resourceKeys.makeups },
    { queryKey: resourceKeys.payroll },
    { queryKey: resourceKeys.reports },
  ];
}
