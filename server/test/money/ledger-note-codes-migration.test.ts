import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, type Note, readNote, sayNote } from '../../../src/contract/index.ts';
import type { DatabaseHandle } from '../../node/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { createBlankDatabase, testDialects } from '../support/test-database.ts';

// 0027-ledger-note-codes turns the Russian notes of ledger and payroll lines into codes: each line written before it
// must read the same afterwards, word for word, and carry the code where the words were the app's own.

const before0027 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0027'));
const at = '2026-03-02T09:00:00.000Z';

/** The ledger's notes as the app wrote them, and the code each is read back into. */
const ledgerNotes: [string, Note][] = [
  ['Посещение: Хип-хоп 1', { code: 'visit', group: 'Хип-хоп 1' }],
  ['Пропуск без причины без абонемента: Хип-хоп: дети', { code: 'debt_absence', group: 'Хип-хоп: дети' }],
  ['Отметка изменена: уважительная причина', { code: 'mark_excused' }],
  ['Школа закрыта: Новый год', { code: 'closure', reason: 'Новый год' }],
  ['Долг за занятие закрыт абонементом «8 занятий»', { code: 'debt_settled', pass: '8 занятий' }],
  ['Оплата: абонемент', { code: 'payment', type: 'subscription' }],
  [
    'Возврат: Отмена абонемента «Месяц»: Переезд',
    { code: 'refund', reason: 'Отмена абонемента «Месяц»: Переезд' },
  ],
  [
    `Абонемент «Восемь занятий» отменён (занятий использовано 3 из 8, на ${formatMoney(262_500)}): Переезд`,
    {
      code: 'pass_canceled',
      pass: 'Восемь занятий',
      unit: 'visits',
      used: 3,
      of: 8,
      value: 262_500,
      reason: 'Переезд',
    },
  ],
  [
    `Абонемент «Месяц» отменён (не использован, на ${formatMoney(0)}): Продан по ошибке`,
    {
      code: 'pass_canceled',
      pass: 'Месяц',
      unit: 'days',
      used: 0,
      of: 0,
      value: 0,
      reason: 'Продан по ошибке',
    },
  ],
  [
    `Абонемент «Месяц» изменён (цена ${formatMoney(700_000)} → ${formatMoney(500_000)}): Скидка`,
    {
      code: 'pass_changed',
      pass: 'Месяц',
      price: { from: 700_000, to: 500_000 },
      visits: null,
      reason: 'Скидка',
    },
  ],
  [
    'Абонемент «Восемь занятий» изменён (занятий 8 → 10): Ошибка',
    {
      code: 'pass_changed',
      pass: 'Восемь занятий',
      price: null,
      visits: { from: 8, to: 10 },
      reason: 'Ошибка',
    },
  ],
  [
    'Абонемент «Месяц» передан: Иван Петров. Брату. Так решили',
    { code: 'pass_given', pass: 'Месяц', to: 'Иван Петров', reason: 'Брату. Так решили' },
  ],
  [
    'Остаток из прежней CRM: «8 занятий», осталось занятий: 5, до 31.12.2027',
    { code: 'opening_pass', pass: '8 занятий', visits: 5, expires: '2027-12-31' },
  ],
  [
    'Остаток из прежней CRM: «Безлимит», безлимит, до 05.01.2027',
    { code: 'opening_pass', pass: 'Безлимит', visits: null, expires: '2027-01-05' },
  ],
  ['Срок действия истёк', { code: 'expired' }],
  // Not the app's words: kept as they are.
  ['Оплата: бартер', { code: 'text', text: 'Оплата: бартер' }],
  ['Записано вручную', { code: 'text', text: 'Записано вручную' }],
  ['', { code: 'text', text: '' }],
];

const correction = `Перерасчёт закрытого периода: было начислено ${formatMoney(100_000)}, причитается ${formatMoney(0)}`;
/** A lesson's own pay line, a correction and a manual addition. */
const payrollNotes: [string, Note | null][] = [
  ['', null],
  [correction, { code: 'payroll_correction', paid: 100_000, due: 0 }],
  ['Премия за концерт', { code: 'text', text: 'Премия за концерт' }],
];

describe.each(testDialects())('the note codes migration on %s', (dialect) => {
  let handle: DatabaseHandle;
  // biome-ignore lint/suspicious/noExplicitAny: the rows are written as the schema was before the migration
  let db: Kysely<any>;

  beforeAll(async () => {
    handle = await createBlankDatabase(dialect);
    db = handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => before0027 } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await db
      .insertInto('schools')
      .values({ name: 'Школа', city: 'Казань', email: 'a@b.ru', phone: '', created_at: at })
      .execute();
    await db
      .insertInto('students')
      .values({ school_id: 1, name: 'Анна', skill_level: 'beginner', contact: '', created_at: at })
      .execute();
    await db
      .insertInto('users')
      .values({ email: 't@b.ru', password_hash: 'x', role: 'teacher', school_id: 1, created_at: at })
      .execute();
    const line = {
      school_id: 1,
      student_id: 1,
      kind: 'payment',
      entry_date: '2026-03-02',
      amount: 0,
      visits: 0,
    };
    await db
      .insertInto('account_entries')
      .values(ledgerNotes.map(([note]) => ({ ...line, note, created_at: at })))
      .execute();
    await db
      .insertInto('payroll_periods')
      .values({ school_id: 1, date_from: '2026-02-01', date_to: '2026-02-28', closed_at: at })
      .execute();
    const pay = { school_id: 1, period_id: 1, teacher_id: 1, lesson_date: '2026-02-02', start_time: '' };
    const figures = { group_name: '', duration_minutes: 0, students_present: 0, charged: 0 };
    const rate = { rate_amount: 0, rate_min_amount: 0, rate_percent: 0, amount: 0 };
    await db
      .insertInto('payroll_lines')
      .values(payrollNotes.map(([note]) => ({ ...pay, ...figures, ...rate, note })))
      .execute();
    await migrateToLatest(db);
  });
  afterAll(() => handle.destroy());

  it('stores each ledger line’s note as its code, and says it as before', async () => {
    const rows = await db.selectFrom('account_entries').select(['id', 'note_data']).orderBy('id').execute();
    expect(rows.map((row) => JSON.parse(row.note_data))).toEqual(ledgerNotes.map(([, note]) => note));
    expect(rows.map((row) => sayNote(readNote(row.note_data)))).toEqual(ledgerNotes.map(([words]) => words));
  });

  it('gives a payroll line a code, and a lesson’s own line none', async () => {
    const rows = await db.selectFrom('payroll_lines').selectAll().orderBy('id').execute();
    expect(rows.map((row) => row.note_data && JSON.parse(row.note_data))).toEqual(
      payrollNotes.map(([, note]) => note),
    );
    expect(rows.every((row) => !('note' in row))).toBe(true);
  });

  it('leaves the rewriting out of the history, and records the new column from then on', async () => {
    const updates = await db
      .selectFrom('history')
      .select('id')
      .where('table_name', 'in', ['account_entries', 'payroll_lines'])
      .where('action', '=', 'update')
      .execute();
    expect(updates).toEqual([]);
    const note = JSON.stringify({ code: 'opening_balance' });
    const { id } = await db
      .insertInto('account_entries')
      .values({
        school_id: 1,
        student_id: 1,
        kind: 'opening',
        entry_date: '2026-03-03',
        amount: 100,
        visits: 0,
        note_data: note,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recorded = await db
      .selectFrom('history')
      .select('after')
      .where('table_name', '=', 'account_entries')
      .where('entity_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(recorded.after)).toMatchObject({ note_data: note });
    expect(JSON.parse(recorded.after)).not.toHaveProperty('note');
  });
});
