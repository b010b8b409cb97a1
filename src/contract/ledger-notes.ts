import { russianDate } from './dates';
import { formatMoney } from './money';
import type { Note, NoteCode } from './schemas/ledger-notes';
import type { PaymentType } from './schemas/money';

// The one place a ledger or payroll line's note becomes Russian (docs/money.md, «Пояснение строки»). Zod-free: the
// families' cabinet says its ledger with it too.

const paymentTypeWords: Record<PaymentType, string> = {
  subscription: 'абонемент',
  single: 'разовое занятие',
  other: 'прочее',
};

type Phrases = { [C in NoteCode]: (note: Extract<Note, { code: C }>) => string };

const phrases: Phrases = {
  visit: (note) => `Посещение: ${note.group}`,
  absence: (note) => `Пропуск без причины: ${note.group}`,
  debt_visit: (note) => `Посещение без абонемента: ${note.group}`,
  debt_absence: (note) => `Пропуск без причины без абонемента: ${note.group}`,
  mark_removed: () => 'Отметка снята',
  mark_changed: () => 'Отметка изменена',
  mark_excused: () => 'Отметка изменена: уважительная причина',
  lesson_canceled: () => 'Занятие отменено',
  lesson_moved: () => 'Занятие перенесено или восстановлено',
  lesson_deleted: () => 'Занятие удалено',
  closure: (note) => `Школа закрыта: ${note.reason}`,
  closure_canceled: () => 'Закрытие отменено',
  pass_frozen: () => 'Абонемент заморожен на этот день',
  debt_settled: (note) => `Долг за занятие закрыт абонементом «${note.pass}»`,
  settled_visit: () => 'Занятие в долг списано с нового абонемента',
  expired_burned: () => 'Срок действия истёк, неиспользованные занятия сгорели',
  expired: () => 'Срок действия истёк',
  sale: (note) => `Продажа абонемента «${note.pass}»`,
  pass_canceled: (note) => {
    const used =
      note.unit === 'visits'
        ? `занятий использовано ${note.used} из ${note.of}`
        : note.used > 0
          ? `дней использовано ${note.used} из ${note.of}`
          : 'не использован';
    return `Абонемент «${note.pass}» отменён (${used}, на ${formatMoney(note.value)}): ${note.reason}`;
  },
  pass_changed: (note) => {
    const what = [
      note.price && `цена ${formatMoney(note.price.from)} → ${formatMoney(note.price.to)}`,
      note.visits && `занятий ${note.visits.from} → ${note.visits.to}`,
    ].filter(Boolean);
    return `Абонемент «${note.pass}» изменён (${what.join(', ')}): ${note.reason}`;
  },
  pass_given: (note) => `Абонемент «${note.pass}» передан: ${note.to}. ${note.reason}`,
  pass_received: (note) => `Абонемент «${note.pass}» получен от: ${note.from}. ${note.reason}`,
  payment: (note) => `Оплата: ${paymentTypeWords[note.type]}`,
  payment_void: (note) => `Платёж аннулирован: ${note.reason}`,
  refund: (note) => `Возврат: ${note.reason}`,
  opening_pass: (note) => {
    const left = note.visits === null ? 'безлимит' : `осталось занятий: ${note.visits}`;
    return `Остаток из прежней CRM: «${note.pass}», ${left}, до ${russianDate(note.expires)}`;
  },
  opening_balance: () => 'Баланс из прежней CRM',
  visit_before_ritm: () => 'Посещение до начала учёта в Ритме',
  payroll_correction: (note) =>
    `Перерасчёт закрытого периода: было начислено ${formatMoney(note.paid)}, причитается ${formatMoney(note.due)}`,
  text: (note) => note.text,
};

/** A note in Russian. */
export function sayNote(note: Note): string {
  return (phrases[note.code] as (note: Note) => string)(note);
}

/** A stored note (JSON text); anything that is not one reads as its own text. */
export function readNote(stored: string): Note {
  try {
    const note: unknown = JSON.parse(stored);
    if (
      typeof note === 'object' &&
      note !== null &&
      'code' in note &&
      Object.hasOwn(phrases, String(note.code))
    )
      return note as Note;
  } catch {
    // Not JSON: plain text.
  }
  return { code: 'text', text: stored };
}
