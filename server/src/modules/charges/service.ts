import type { Kysely } from 'kysely';
import type { AttendanceMark, LedgerNote, SchoolTime, User } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as groups from '../groups/service.ts';
import * as ledger from '../ledger/service.ts';
import * as makeups from '../makeups/service.ts';
import * as schools from '../schools/service.ts';
import { toBoolean } from '../shared/sql-values.ts';
import * as subscriptions from '../subscriptions/service.ts';

// Visit charges (docs/money.md, "Charging"): a recorded mark becomes one ledger line against a subscription, or a
// debt at the school's single-lesson price when none covers it. A changed or removed mark is reversed by a new
// line, never edited. All of one student's charging runs one at a time (the student row is locked), so two marks
// racing for a subscription's last visit give one visit and one debt, and a mark sent twice charges once.

export type ChargedLesson = {
  id: number;
  school_id: number;
  group_id: number;
  direction_id: number | null;
  lesson_date: string;
};

/** Who wrote the mark: a staff member, or nobody of the staff (the family from the cabinet, a job). */
export type Author = { caller: User | null; time: SchoolTime };

const authorOf = (schoolId: number, { caller, time }: Author): ledger.EntryAuthor => ({
  school_id: schoolId,
  created_by: caller?.id ?? null,
  created_at: time.now.toISOString(),
});

/**
 * The school's price of a visit no subscription covers and its debt limit; whether the group takes an absence from a
 * pass, and whether the school bills an absence nothing covers (docs/money.md, «Списание за посещение»).
 */
export type ChargeTerms = {
  price: number;
  chargeAbsence: boolean;
  billAbsence: boolean;
  debtVisitLimit: number;
  groupName: string;
};

async function chargeTerms(db: Kysely<Database>, lesson: ChargedLesson): Promise<ChargeTerms> {
  const [school, group] = await Promise.all([
    schools.financeSettings(db, lesson.school_id),
    groups.chargeTermsOf(db, lesson.group_id),
  ]);
  return {
    price: school.single_lesson_price,
    chargeAbsence: toBoolean(group.charge_absence),
    billAbsence: school.bill_absence_without_pass,
    debtVisitLimit: school.debt_visit_limit,
    groupName: group.name,
  };
}

/**
 * Everything a mark of one student decides by, read once: the terms, the student's passes, their ledger lines (the
 * lesson's charges and the money) and the pass of their make-up booking on the lesson. A mark hands what it already
 * knows (`known`) so nothing is read twice; the state after the mark is what its answer shows.
 */
export type MarkState = {
  terms: ChargeTerms;
  passes: subscriptions.SubscriptionFacts[];
  lines: ledger.MarkLine[];
  makeupPass: number | undefined;
};

export async function markState(
  trx: Kysely<Database>,
  lesson: ChargedLesson,
  studentId: number,
  known: { terms?: ChargeTerms; makeupPass?: number | null } = {},
): Promise<MarkState> {
  const [terms, passes, lines, makeupPass] = await Promise.all([
    known.terms ?? chargeTerms(trx, lesson),
    subscriptions.loadFacts(trx, lesson.school_id, { studentIds: [studentId] }),
    ledger.studentLinesForMark(trx, lesson.school_id, studentId, lesson.id),
    known.makeupPass !== undefined
      ? known.makeupPass
      : makeups.openBookingOf(trx, lesson.id, studentId).then((booking) => booking?.subscription_id ?? null),
  ]);
  return { terms, passes, lines, makeupPass: makeupPass ?? undefined };
}

/** The state with lines the mark wrote: the passes they drew on count them, as a fresh read would. */
function withLines(state: MarkState, written: ledger.MarkLine[]): MarkState {
  return {
    ...state,
    lines: [...state.lines, ...written],
    passes: state.passes.map((pass) =>
      written.reduce(
        (facts, line) =>
          line.subscription_id === facts.row.id ? subscriptions.withVisits(facts, line.visits) : facts,
        pass,
      ),
    ),
  };
}

/**
 * Brings the ledger in line with a student's mark on a lesson: present takes a visit (from a pass, or as a debt);
 * absent takes one from a pass where the group says so, and is a debt with no pass only where the school says so;
 * absent with a reason, no mark or a cancelled lesson takes nothing. Call inside the write's transaction, after
 * the mark itself is stored; gives back the state after it.
 */
export async function chargeMark(
  trx: Kysely<Database>,
  lesson: ChargedLesson,
  studentId: number,
  mark: AttendanceMark | null,
  author: Author,
  state?: MarkState,
): Promise<MarkState> {
  const before = state ?? (await markState(trx, lesson, studentId));
  const { terms } = before;
  // An absence is charged by the rule of what would pay for it: the group's for a pass, the school's for a debt.
  const absenceCharged = (fromPass: boolean) => (fromPass ? terms.chargeAbsence : terms.billAbsence);
  const open = ledger.openChargesIn(before.lines, lesson.id);
  const entryAuthor = authorOf(lesson.school_id, author);
  if (open.length > 0) {
    const kept = mark === 'present' || (mark === 'absent' && absenceCharged(open[0]?.kind === 'visit'));
    if (kept) return before;
    const written: ledger.MarkLine[] = [];
    for (const charge of open)
      written.push(
        await ledger.reverseEntry(
          trx,
          entryAuthor,
          { ...charge, lesson_id: lesson.id },
          lesson.lesson_date,
          reversalNote(mark),
        ),
      );
    return withLines(before, written);
  }
  if (mark !== 'present' && mark !== 'absent') return before;
  const choice = subscriptions.chooseSubscription(before.passes, lesson, before.makeupPass);
  if (mark === 'absent' && !choice.frozen && !absenceCharged(choice.subscription !== null)) return before;
  if (choice.subscription) {
    const started = await subscriptions.startOnFirstVisit(trx, choice.subscription, lesson.lesson_date);
    const { row } = started;
    const line = await ledger.recordLine(trx, entryAuthor, {
      student_id: studentId,
      kind: 'visit',
      entry_date: lesson.lesson_date,
      amount: 0,
      visits: row.kind === 'visits' ? -1 : 0,
      subscription_id: row.id,
      lesson_id: lesson.id,
      note: { code: mark === 'present' ? 'visit' : 'absence', group: terms.groupName },
    });
    const passes = before.passes.map((pass) => (pass.row.id === row.id ? started : pass));
    return withLines({ ...before, passes }, [line]);
  }
  // Frozen that day: the visit charges nothing at all.
  if (choice.frozen) return before;
  const line = await ledger.recordLine(trx, entryAuthor, {
    student_id: studentId,
    kind: 'debt_visit',
    entry_date: lesson.lesson_date,
    amount: -terms.price,
    visits: 0,
    lesson_id: lesson.id,
    note: { code: mark === 'present' ? 'debt_visit' : 'debt_absence', group: terms.groupName },
  });
  return withLines(before, [line]);
}

const reversalNote = (mark: AttendanceMark | null): LedgerNote => ({
  code: mark === null ? 'mark_removed' : mark === 'excused' ? 'mark_excused' : 'mark_changed',
});

/** Undoes every charge of a lesson (it was cancelled or deleted). */
export async function reverseLessonCharges(
  trx: Kysely<Database>,
  lesson: ChargedLesson,
  note: LedgerNote,
  author: Author,
) {
  const open = await ledger.openCharges(trx, { lessonId: lesson.id });
  open.sort((a, b) => a.student_id - b.student_id);
  for (const charge of open) {
    await ledger.reverseEntry(
      trx,
      authorOf(lesson.school_id, author),
      { ...charge, lesson_id: lesson.id },
      lesson.lesson_date,
      note,
    );
  }
}

/** A debt visit still open, with what its lesson was (a pass covers it by the lesson's group and direction). */
export type OpenDebt = {
  id: number;
  amount: number;
  entry_date: string;
  lesson_id: number;
  group_id: number;
  direction_id: number | null;
};

/**
 * A new subscription settles the student's open debt visits it covers (`debts`, oldest first: the lessons module's
 * `openDebtVisits`), while it has visits: each debt line is reversed and the visit taken from the subscription
 * instead.
 */
export async function settleDebtsWith(
  trx: Kysely<Database>,
  schoolId: number,
  studentId: number,
  subscriptionId: number,
  debts: readonly OpenDebt[],
  author: Author,
): Promise<void> {
  if (debts.length === 0) return;
  const [facts] = await subscriptions.loadFacts(trx, schoolId, { ids: [subscriptionId] });
  if (!facts) return;
  const entryAuthor = authorOf(schoolId, author);
  let remaining =
    facts.row.kind === 'visits' ? (facts.row.visits ?? 0) + facts.visitSum : Number.POSITIVE_INFINITY;
  let first = true;
  for (const debt of debts) {
    if (remaining <= 0) break;
    if (!subscriptions.coversLesson(facts.scope, debt)) continue;
    // The oldest visit it settles is its first visit: a first-visit pass starts that day, not a month later.
    if (first) await subscriptions.startOnFirstVisit(trx, facts, debt.entry_date);
    first = false;
    await ledger.reverseEntry(
      trx,
      entryAuthor,
      {
        id: debt.id,
        student_id: studentId,
        amount: debt.amount,
        visits: 0,
        subscription_id: null,
        lesson_id: debt.lesson_id,
      },
      debt.entry_date,
      { code: 'debt_settled', pass: facts.row.sub_name },
    );
    await ledger.recordEntry(trx, entryAuthor, {
      student_id: studentId,
      kind: 'visit',
      entry_date: debt.entry_date,
      amount: 0,
      visits: facts.row.kind === 'visits' ? -1 : 0,
      subscription_id: subscriptionId,
      lesson_id: debt.lesson_id,
      note: { code: 'settled_visit' },
    });
    remaining -= 1;
  }
}

export type Coverage = {
  covered: boolean;
  frozen: boolean;
  /** The subscription the visit was charged to, or would be. */
  subscription: subscriptions.SubscriptionFacts | null;
};

/**
 * For a lesson's roll: what covers each student's visit. A charged visit shows the subscription it took; an
 * unmarked one the subscription it would take. Read-only.
 */
export async function coverageOf(
  db: Kysely<Database>,
  lesson: ChargedLesson,
  studentIds: number[],
): Promise<Map<number, Coverage>> {
  const [facts, open, guests] = await Promise.all([
    subscriptions.loadFacts(db, lesson.school_id, { studentIds }),
    ledger.openCharges(db, { lessonId: lesson.id }),
    makeups.guestPassesOf(db, lesson.id),
  ]);
  return new Map(
    studentIds.map((studentId) => [
      studentId,
      coverageFrom(
        facts.filter((item) => item.row.student_id === studentId),
        open.find((charge) => charge.student_id === studentId),
        lesson,
        guests.get(studentId),
      ),
    ]),
  );
}

/** A student's coverage of a lesson as a mark leaves it (`markState` after `chargeMark`). */
export function coverageAfterMark(state: MarkState, lesson: ChargedLesson): Coverage {
  return coverageFrom(
    state.passes,
    ledger.openChargesIn(state.lines, lesson.id)[0],
    lesson,
    state.makeupPass,
  );
}

/** What covers a visit: the pass it was charged to, or the one that would take it. */
function coverageFrom(
  own: subscriptions.SubscriptionFacts[],
  charged: { kind: string; subscription_id: number | null } | undefined,
  lesson: ChargedLesson,
  makeupPass: number | undefined,
): Coverage {
  if (charged) {
    const subscription = own.find((item) => item.row.id === charged.subscription_id) ?? null;
    return { covered: charged.kind === 'visit', frozen: false, subscription };
  }
  const choice = subscriptions.chooseSubscription(own, lesson, makeupPass);
  return {
    covered: choice.subscription !== null || choice.frozen,
    frozen: choice.frozen,
    subscription: choice.subscription,
  };
}

/**
 * Undoes one student's charges of a lesson, so that their mark is decided afresh (a freeze put over the day after
 * it was charged: the lessons module's `rechargeFrozenVisits`).
 */
export async function reverseMarkCharges(
  trx: Kysely<Database>,
  lesson: ChargedLesson,
  studentId: number,
  note: LedgerNote,
  author: Author,
): Promise<void> {
  for (const charge of await ledger.openCharges(trx, { lessonId: lesson.id, studentId }))
    await ledger.reverseEntry(
      trx,
      authorOf(lesson.school_id, author),
      { ...charge, lesson_id: lesson.id },
      lesson.lesson_date,
      note,
    );
}
