import { describe, expect, it } from 'vitest';
import { readNote, sayNote } from './ledger-notes';
import { formatMoney } from './money';
import { ledgerNoteSchema, type Note, type NoteCode, payrollNoteSchema } from './schemas/ledger-notes';

// Every code, with what the app said before notes had codes: the words must not change for anyone.
const examples: { [C in NoteCode]: [Extract<Note, { code: C }>, string] } = {
  visit: [{ code: 'visit', group: 'Хип-хоп 1' }, 'Посещение: Хип-хоп 1'],
  absence: [{ code: 'absence', group: 'Хип-хоп 1' }, 'Пропуск без причины: Хип-хоп 1'],
  debt_visit: [{ code: 'debt_visit', group: 'Хип-хоп 1' }, 'Посещение без абонемента: Хип-хоп 1'],
  debt_absence: [
    { code: 'debt_absence', group: 'Хип-хоп 1' },
    'Пропуск без причины без абонемента: Хип-хоп 1',
  ],
  mark_removed: [{ code: 'mark_removed' }, 'Отметка снята'],
  mark_changed: [{ code: 'mark_changed' }, 'Отметка изменена'],
  mark_excused: [{ code: 'mark_excused' }, 'Отметка изменена: уважительная причина'],
  lesson_canceled: [{ code: 'lesson_canceled' }, 'Занятие отменено'],
  lesson_moved: [{ code: 'lesson_moved' }, 'Занятие перенесено или восстановлено'],
  lesson_deleted: [{ code: 'lesson_deleted' }, 'Занятие удалено'],
  closure: [{ code: 'closure', reason: 'Праздник' }, 'Школа закрыта: Праздник'],
  closure_canceled: [{ code: 'closure_canceled' }, 'Закрытие отменено'],
  pass_frozen: [{ code: 'pass_frozen' }, 'Абонемент заморожен на этот день'],
  debt_settled: [
    { code: 'debt_settled', pass: '8 занятий' },
    'Долг за занятие закрыт абонементом «8 занятий»',
  ],
  settled_visit: [{ code: 'settled_visit' }, 'Занятие в долг списано с нового абонемента'],
  expired_burned: [{ code: 'expired_burned' }, 'Срок действия истёк, неиспользованные занятия сгорели'],
  expired: [{ code: 'expired' }, 'Срок действия истёк'],
  sale: [{ code: 'sale', pass: '8 занятий' }, 'Продажа абонемента «8 занятий»'],
  pass_canceled: [
    {
      code: 'pass_canceled',
      pass: 'Восемь занятий',
      unit: 'visits',
      used: 3,
      of: 8,
      value: 262_500,
      reason: 'Переезд',
    },
    `Абонемент «Восемь занятий» отменён (занятий использовано 3 из 8, на ${formatMoney(262_500)}): Переезд`,
  ],
  pass_changed: [
    {
      code: 'pass_changed',
      pass: 'Восемь занятий',
      price: { from: 700_000, to: 500_000 },
      visits: { from: 8, to: 10 },
      reason: 'Скидка',
    },
    `Абонемент «Восемь занятий» изменён (цена ${formatMoney(700_000)} → ${formatMoney(500_000)}, занятий 8 → 10): Скидка`,
  ],
  pass_given: [
    { code: 'pass_given', pass: 'Месяц', to: 'Иван Петров', reason: 'Брату' },
    'Абонемент «Месяц» передан: Иван Петров. Брату',
  ],
  pass_received: [
    { code: 'pass_received', pass: 'Месяц', from: 'Анна Петрова', reason: 'Брату' },
    'Абонемент «Месяц» получен от: Анна Петрова. Брату',
  ],
  payment: [{ code: 'payment', type: 'single' }, 'Оплата: разовое занятие'],
  payment_void: [{ code: 'payment_void', reason: 'Ошибка кассира' }, 'Платёж аннулирован: Ошибка кассира'],
  refund: [{ code: 'refund', reason: 'Переезд' }, 'Возврат: Переезд'],
  opening_pass: [
    { code: 'opening_pass', pass: '8 занятий', visits: 5, expires: '2027-12-31' },
    'Остаток из прежней CRM: «8 занятий», осталось занятий: 5, до 31.12.2027',
  ],
  opening_balance: [{ code: 'opening_balance' }, 'Баланс из прежней CRM'],
  visit_before_ritm: [{ code: 'visit_before_ritm' }, 'Посещение до начала учёта в Ритме'],
  payroll_correction: [
    { code: 'payroll_correction', paid: 100_000, due: 150_000 },
    `Перерасчёт закрытого периода: было начислено ${formatMoney(100_000)}, причитается ${formatMoney(150_000)}`,
  ],
  text: [{ code: 'text', text: 'Как написал человек' }, 'Как написал человек'],
};

describe('a ledger or payroll line’s note in Russian', () => {
  it.each(Object.values(examples))('says %o as the app always has', (note, words) => {
    expect(sayNote(note)).toBe(words);
  });

  it('says the other ways a cancelled pass was used, a change of one figure, and a pass without a count', () => {
    const canceled = { code: 'pass_canceled', pass: 'Месяц', value: 0, reason: 'Ошибка' } as const;
    expect(sayNote({ ...canceled, unit: 'days', used: 10, of: 30 })).toBe(
      `Абонемент «Месяц» отменён (дней использовано 10 из 30, на ${formatMoney(0)}): Ошибка`,
    );
    expect(sayNote({ ...canceled, unit: 'days', used: 0, of: 30 })).toBe(
      `Абонемент «Месяц» отменён (не использован, на ${formatMoney(0)}): Ошибка`,
    );
    expect(
      sayNote({
        code: 'pass_changed',
        pass: 'Месяц',
        price: null,
        visits: { from: 8, to: 6 },
        reason: 'Так',
      }),
    ).toBe('Абонемент «Месяц» изменён (занятий 8 → 6): Так');
    expect(sayNote({ code: 'opening_pass', pass: 'Безлимит', visits: null, expires: '2027-01-05' })).toBe(
      'Остаток из прежней CRM: «Безлимит», безлимит, до 05.01.2027',
    );
  });

  it('is what the answers’ schemas accept, ledger codes for a ledger line and payroll codes for a payroll line', () => {
    const payroll: NoteCode[] = ['payroll_correction', 'text'];
    for (const [note] of Object.values(examples)) {
      const schema = payroll.includes(note.code) ? payrollNoteSchema : ledgerNoteSchema;
      expect(schema.parse(note)).toEqual(note);
    }
    expect(ledgerNoteSchema.safeParse({ code: 'payroll_correction', paid: 1, due: 2 }).success).toBe(false);
  });

  it('reads a stored note back, and anything else as its own text', () => {
    const note = examples.pass_canceled[0];
    expect(readNote(JSON.stringify(note))).toEqual(note);
    expect(readNote('Оплата: абонемент')).toEqual({ code: 'text', text: 'Оплата: абонемент' });
    expect(readNote('{"code":"gift"}')).toEqual({ code: 'text', text: '{"code":"gift"}' });
    expect(readNote('42')).toEqual({ code: 'text', text: '42' });
  });
});
