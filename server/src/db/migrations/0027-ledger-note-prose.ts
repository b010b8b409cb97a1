import { type Note, type PaymentType, sayNote } from '../../../../src/contract/index.ts';

// Frozen once landed. The Russian notes ledger and payroll lines were written with before 0027, read back into their
// codes. A text is taken for a code only if the code says it word for word again; anything else stays as it was,
// a `text` note.

/** `1 234,50 ₽` (as formatMoney wrote it) → 123450; a minus in front, negative. */
const kopecks = (money: string) => {
  const [whole = '', fraction = '00'] = money.replace(/[^\d,]/g, '').split(',');
  const sum = Number(whole) * 100 + Number(fraction);
  return /^\s*[-\u2212]/.test(money) ? -sum : sum;
};

const paymentTypes: Record<string, PaymentType> = {
  абонемент: 'subscription',
  'разовое занятие': 'single',
  прочее: 'other',
};

const fixed: Record<string, Note> = {
  'Отметка снята': { code: 'mark_removed' },
  'Отметка изменена': { code: 'mark_changed' },
  'Отметка изменена: уважительная причина': { code: 'mark_excused' },
  'Занятие отменено': { code: 'lesson_canceled' },
  'Занятие перенесено или восстановлено': { code: 'lesson_moved' },
  'Занятие удалено': { code: 'lesson_deleted' },
  'Закрытие отменено': { code: 'closure_canceled' },
  'Абонемент заморожен на этот день': { code: 'pass_frozen' },
  'Занятие в долг списано с нового абонемента': { code: 'settled_visit' },
  'Срок действия истёк, неиспользованные занятия сгорели': { code: 'expired_burned' },
  'Срок действия истёк': { code: 'expired' },
  'Баланс из прежней CRM': { code: 'opening_balance' },
  'Посещение до начала учёта в Ритме': { code: 'visit_before_ritm' },
};

/** Each wording with its data: the first pattern that matches decides. */
const patterns: [RegExp, (m: string[]) => Note | undefined][] = [
  [/^Посещение: (.*)$/s, ([, group = '']) => ({ code: 'visit', group })],
  [/^Пропуск без причины: (.*)$/s, ([, group = '']) => ({ code: 'absence', group })],
  [/^Посещение без абонемента: (.*)$/s, ([, group = '']) => ({ code: 'debt_visit', group })],
  [/^Пропуск без причины без абонемента: (.*)$/s, ([, group = '']) => ({ code: 'debt_absence', group })],
  [/^Школа закрыта: (.*)$/s, ([, reason = '']) => ({ code: 'closure', reason })],
  [/^Долг за занятие закрыт абонементом «(.*)»$/s, ([, pass = '']) => ({ code: 'debt_settled', pass })],
  [/^Продажа абонемента «(.*)»$/s, ([, pass = '']) => ({ code: 'sale', pass })],
  [/^Оплата: (.*)$/s, ([, type = '']) => paymentTypes[type] && { code: 'payment', type: paymentTypes[type] }],
  [/^Платёж аннулирован: (.*)$/s, ([, reason = '']) => ({ code: 'payment_void', reason })],
  [/^Возврат: (.*)$/s, ([, reason = '']) => ({ code: 'refund', reason })],
  [
    /^Остаток из прежней CRM: «(.*)», (?:безлимит|осталось занятий: (\d+)), до (\d\d)\.(\d\d)\.(\d{4})$/s,
    ([, pass = '', visits, day, month, year]) => ({
      code: 'opening_pass',
      pass,
      visits: visits === undefined ? null : Number(visits),
      expires: `${year}-${month}-${day}`,
    }),
  ],
  [
    /^Абонемент «(.*?)» отменён \((?:занятий использовано (\d+) из (\d+)|дней использовано (\d+) из (\d+)|не использован), на ([^)]*)\): (.*)$/s,
    ([, pass = '', visitsUsed, visitsOf, daysUsed, daysOf, value = '', reason = '']) => ({
      code: 'pass_canceled',
      pass,
      ...(visitsUsed !== undefined
        ? { unit: 'visits' as const, used: Number(visitsUsed), of: Number(visitsOf) }
        : // «не использован» says neither figure: 0 days of any length is said the same.
          { unit: 'days' as const, used: Number(daysUsed ?? 0), of: Number(daysOf ?? 0) }),
      value: kopecks(value),
      reason,
    }),
  ],
  [
    /^Абонемент «(.*?)» изменён \((?:цена ([^→,]*,\d\d\s₽) → ([^,]*,\d\d\s₽))?(?:, )?(?:занятий (\d+) → (\d+))?\): (.*)$/s,
    ([, pass = '', priceFrom, priceTo, visitsFrom, visitsTo, reason = '']) => ({
      code: 'pass_changed',
      pass,
      price: priceFrom && priceTo ? { from: kopecks(priceFrom), to: kopecks(priceTo) } : null,
      visits: visitsFrom && visitsTo ? { from: Number(visitsFrom), to: Number(visitsTo) } : null,
      reason,
    }),
  ],
  [
    /^Абонемент «(.*?)» передан: (.*?)\. (.*)$/s,
    ([, pass = '', to = '', reason = '']) => ({ code: 'pass_given', pass, to, reason }),
  ],
  [
    /^Абонемент «(.*?)» получен от: (.*?)\. (.*)$/s,
    ([, pass = '', from = '', reason = '']) => ({ code: 'pass_received', pass, from, reason }),
  ],
  [
    /^Перерасчёт закрытого периода: было начислено (.*), причитается (.*)$/s,
    ([, paid = '', due = '']) => ({ code: 'payroll_correction', paid: kopecks(paid), due: kopecks(due) }),
  ],
];

function recognised(text: string): Note | undefined {
  if (Object.hasOwn(fixed, text)) return fixed[text];
  for (const [pattern, read] of patterns) {
    const match = pattern.exec(text);
    if (match) return read(match);
  }
  return undefined;
}

/** The note a line's Russian text was written from, or the text itself as a `text` note. */
export function noteOfProse(text: string): Note {
  const note = recognised(text);
  return note && sayNote(note) === text ? note : { code: 'text', text };
}
