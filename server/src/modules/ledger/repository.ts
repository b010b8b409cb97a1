import { type Kysely, sql } from 'kysely';
import {
  type AccountEntry,
  type AccountEntryKind,
  type LedgerNote,
  readNote,
  sayNote,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import { staffProfilesView } from '../users/service.ts';

/** A new ledger line; the school, the time and the author are added by the service. */
export type EntryValues = {
  student_id: number;
  kind: AccountEntryKind;
  entry_date: string;
  amount: number;
  visits: number;
  subscription_id?: number | null;
  lesson_id?: number | null;
  payment_id?: number | null;
  refund_id?: number | null;
  reverses_id?: number | null;
  note: LedgerNote;
};

export type EntryAuthor = { school_id: number; created_by: number | null; created_at: string };

export async function insertEntry(
  db: Kysely<Database>,
  author: EntryAuthor,
  { note, ...entry }: EntryValues,
): Promise<number> {
  const { id } = await db
    .insertInto('account_entries')
    .values({
      subscription_id: null,
      lesson_id: null,
      payment_id: null,
      refund_id: null,
      reverses_id: null,
      ...author,
      ...entry,
      note_data: JSON.stringify(note),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const entryColumns = [
  'account_entries.id',
  'account_entries.kind',
  'account_entries.entry_date',
  'account_entries.amount',
  'account_entries.visits',
  'account_entries.subscription_id',
  'account_entries.lesson_id',
  'account_entries.payment_id',
  'account_entries.reverses_id',
  'account_entries.note_data',
  'account_entries.created_at',
] as const;

/** Every line of one student's account, newest first. */
export function listStudentEntries(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
): Promise<AccountEntry[]> {
  return (
    db
      .selectFrom('account_entries')
      .leftJoin(
        staffProfilesView(db).as('user_profiles'),
        'user_profiles.user_id',
        'account_entries.created_by',
      )
      .select(entryColumns)
      // Who wrote the line: a mark changed later says by whom (the system's lines, a sweep's, have nobody).
      .select((eb) => eb.fn.coalesce('user_profiles.full_name', sql.lit('')).as('created_by_name'))
      .where('account_entries.school_id', '=', schoolId)
      .where('account_entries.student_id', '=', studentId)
      .execute()
      // Newest first, sorted here for the reason `moneyEntries` gives.
      .then((rows) =>
        rows
          .sort((a, b) => (a.entry_date > b.entry_date ? -1 : a.entry_date < b.entry_date ? 1 : b.id - a.id))
          .map(({ note_data, ...row }) => {
            const note = readNote(note_data) as LedgerNote;
            return { ...row, note: sayNote(note), note_data: note };
          }),
      )
  );
}

/** A visit charge of (lesson, student) that no reversal has undone yet: at most one exists. */
export type OpenCharge = {
  id: number;
  kind: 'visit' | 'debt_visit';
  amount: number;
  visits: number;
  subscription_id: number | null;
};

export function openCharges(
  db: Kysely<Database>,
  where: { lessonId: number; studentId?: number },
): Promise<(OpenCharge & { student_id: number; entry_date: string })[]> {
  let query = db
    .selectFrom('account_entries as e')
    .select(['e.id', 'e.kind', 'e.amount', 'e.visits', 'e.subscription_id', 'e.student_id', 'e.entry_date'])
    .where('e.lesson_id', '=', where.lessonId)
    .where('e.kind', 'in', ['visit', 'debt_visit'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('account_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
    );
  if (where.studentId !== undefined) query = query.where('e.student_id', '=', where.studentId);
  return query.orderBy('e.id').execute() as Promise<
    (OpenCharge & { student_id: number; entry_date: string })[]
  >;
}

/** A ledger line as a mark reads and writes it (the lines of `studentLinesForMark`). */
export type MarkLine = {
  id: number;
  student_id: number;
  kind: AccountEntryKind;
  entry_date: string;
  amount: number;
  visits: number;
  subscription_id: number | null;
  lesson_id: number | null;
  reverses_id: number | null;
};

/**
 * What a mark needs of one student's ledger, in one query: the money lines (what they owe), the lines of the lesson
 * (its open charges) and every reversal (what undoes a charge).
 */
export function studentLinesForMark(
  db: Kysely<Database>,
  schoolId: number,
  studentId: number,
  lessonId: number,
): Promise<MarkLine[]> {
  return db
    .selectFrom('account_entries')
    .select([
      'id',
      'student_id',
      'kind',
      'entry_date',
      'amount',
      'visits',
      'subscription_id',
      'lesson_id',
      'reverses_id',
    ])
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .where((eb) =>
      eb.or([eb('amount', '<>', 0), eb('lesson_id', '=', lessonId), eb('reverses_id', 'is not', null)]),
    )
    .execute() as Promise<MarkLine[]>;
}

/** A subscription's visit charges of some days that nothing has undone yet (a freeze over them re-decides them). */
export function openVisitsOf(db: Kysely<Database>, subscriptionId: number, from: string, to: string) {
  return db
    .selectFrom('account_entries as e')
    .select(['e.lesson_id', 'e.student_id'])
    .where('e.subscription_id', '=', subscriptionId)
    .where('e.kind', '=', 'visit')
    .where('e.entry_date', '>=', from)
    .where('e.entry_date', '<=', to)
    .where('e.lesson_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('account_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
    )
    .orderBy('e.id')
    .execute() as Promise<{ lesson_id: number; student_id: number }[]>;
}

/**
 * Debt visits of a student that nothing has undone yet and whose lesson is still there (a deleted lesson's lines
 * keep no lesson), oldest first: a new subscription settles them (the lessons module adds what each lesson was).
 */
export function openDebtVisits(db: Kysely<Database>, schoolId: number, studentId: number) {
  return db
    .selectFrom('account_entries as e')
    .select(['e.id', 'e.amount', 'e.entry_date', 'e.lesson_id'])
    .where('e.school_id', '=', schoolId)
    .where('e.lesson_id', 'is not', null)
    .where('e.student_id', '=', studentId)
    .where('e.kind', '=', 'debt_visit')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('account_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
    )
    .orderBy('e.entry_date')
    .orderBy('e.id')
    .execute() as Promise<{ id: number; amount: number; entry_date: string; lesson_id: number }[]>;
}

export type VisitSums = {
  sum: number;
  burned: number;
  /** What the pass's correction lines moved (docs/money.md, «Исправление проданного абонемента»). */
  changes: { amount: number; visits: number };
};

/**
 * Visit sums per subscription (negative: visits taken and burned; reversals give them back), how many of them
 * burned at expiry, and what its corrections changed of its price and visits.
 */
export async function visitSums(
  db: Kysely<Database>,
  subscriptionIds: number[],
): Promise<Map<number, VisitSums>> {
  if (subscriptionIds.length === 0) return new Map();
  const correction = sql`kind in ('pass_change', 'pass_cancel')`;
  const rows = await db
    .selectFrom('account_entries')
    .select([
      'subscription_id',
      (eb) => eb.fn.sum<number>('visits').as('visits'),
      sql<number>`coalesce(sum(case when kind = 'burn' then -visits else 0 end), 0)`.as('burned'),
      sql<number>`coalesce(sum(case when ${correction} then amount else 0 end), 0)`.as('change_amount'),
      sql<number>`coalesce(sum(case when ${correction} then visits else 0 end), 0)`.as('change_visits'),
    ])
    .where('subscription_id', 'in', subscriptionIds)
    .groupBy('subscription_id')
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.subscription_id),
      {
        sum: Number(row.visits),
        burned: Number(row.burned),
        changes: { amount: Number(row.change_amount), visits: Number(row.change_visits) },
      },
    ]),
  );
}

/** Each student's balance in one pass over the school's ledger. */
export async function balancesByStudent(
  db: Kysely<Database>,
  schoolId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('account_entries')
    .select(['student_id', (eb) => eb.fn.sum<number>('amount').as('balance')])
    .where('school_id', '=', schoolId)
    .groupBy('student_id')
    .execute();
  return new Map(rows.map((row) => [row.student_id, Number(row.balance)]));
}

/** The lines that moved money for the given students (what `owed since` and debt visits are read from). */
export async function moneyEntries(db: Kysely<Database>, schoolId: number, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('account_entries')
    .select(['id', 'student_id', 'kind', 'entry_date', 'amount', 'reverses_id'])
    .where('school_id', '=', schoolId)
    .where('student_id', 'in', studentIds)
    .where('amount', '<>', 0)
    .execute();
  // Sorted here, not in SQL: an ORDER BY entry_date made SQLite walk the school's whole (school_id, entry_date)
  // index to skip a sort — 45 ms for one student in three years of a school, where the student's own lines are
  // a few hundred.
  return rows.sort(byEntryDate);
}

/** Ledger lines in the order credits pay charges: by day, then as written. */
export const byEntryDate = (a: { entry_date: string; id: number }, b: { entry_date: string; id: number }) =>
  a.entry_date < b.entry_date ? -1 : a.entry_date > b.entry_date ? 1 : a.id - b.id;

/**
 * Writes the burn line of a visits subscription that has ended: the visits left (possibly none — the line then only
 * says it ended, so the next sweep skips it). A partial unique index makes a racing sweep do nothing.
 */
export async function insertBurn(
  db: Kysely<Database>,
  author: EntryAuthor,
  pass: { id: number; student_id: number; expires_at: string | null; remaining: number },
  today: string,
) {
  await db
    .insertInto('account_entries')
    .values({
      ...author,
      student_id: pass.student_id,
      kind: 'burn',
      entry_date: pass.expires_at ?? today,
      amount: 0,
      visits: -pass.remaining,
      subscription_id: pass.id,
      lesson_id: null,
      payment_id: null,
      refund_id: null,
      reverses_id: null,
      note_data: JSON.stringify({
        code: pass.remaining > 0 ? 'expired_burned' : 'expired',
      } satisfies LedgerNote),
    })
    .onConflict((conflict) =>
      // The index's own predicate, written out: SQLite matches a partial index only on identical text.
      conflict.column('subscription_id').where(sql.ref('kind'), '=', sql.lit('burn')).doNothing(),
    )
    .execute();
}

/** The ledger line a payment wrote, if it wrote one (a payment of type «other» does not touch the balance). */
export async function paymentEntry(db: Kysely<Database>, paymentId: number) {
  return db
    .selectFrom('account_entries')
    .select(['id', 'student_id', 'amount', 'visits', 'subscription_id'])
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'payment')
    .executeTakeFirst();
}

/** The students of the school that have an opening line (an import brings each one's opening once). */
export function studentsWithOpening(db: Kysely<Database>, schoolId: number) {
  return db
    .selectFrom('account_entries')
    .select('student_id')
    .where('school_id', '=', schoolId)
    .where('kind', '=', 'opening')
    .execute();
}

const visitCount = sql<number>`coalesce(sum(case when kind = 'visit' then 1 when kind = 'reversal' then -1 else 0 end), 0)`;

/**
 * Per lesson and pass (null: no pass — a debt visit), the visits taken (net) and money charged by its lines. A
 * lesson's line of a pass counts as a visit taken, its reversal as one given back: counted by lines, not by their
 * `visits` — an unlimited pass's visit moves no count (0), yet it is a visit all the same.
 */
export async function lessonCharges(db: Kysely<Database>, schoolId: number, lessonIds: readonly number[]) {
  const result: { lesson_id: number; subscription_id: number | null; visits: number; amount: number }[] = [];
  for (let start = 0; start < lessonIds.length; start += 500) {
    const rows = await db
      .selectFrom('account_entries')
      .select((eb) => [
        'lesson_id',
        'subscription_id',
        visitCount.as('visits'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .where('school_id', '=', schoolId)
      .where('lesson_id', 'in', lessonIds.slice(start, start + 500))
      .groupBy(['lesson_id', 'subscription_id'])
      .execute();
    for (const row of rows)
      result.push({
        lesson_id: Number(row.lesson_id),
        subscription_id: row.subscription_id === null ? null : Number(row.subscription_id),
        visits: Number(row.visits ?? 0),
        amount: Number(row.amount ?? 0),
      });
  }
  return result;
}

/**
 * The ledger as other modules join it — read-only (docs/architecture.md, «Tables and their owners»): a pass's
 * remaining visits in a list, a lesson's lines in payroll. Lines are only ever added (reversed, never changed).
 */
export function ledgerView(db: Kysely<Database>) {
  return db
    .selectFrom('account_entries')
    .select([
      'account_entries.id',
      'account_entries.school_id',
      'account_entries.student_id',
      'account_entries.kind',
      'account_entries.entry_date',
      'account_entries.amount',
      'account_entries.visits',
      'account_entries.subscription_id',
      'account_entries.lesson_id',
      'account_entries.created_at',
    ]);
}
