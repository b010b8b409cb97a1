/**
 * Money is integer kopecks on the wire and in the database (docs/money.md); people see and type rubles.
 * These two functions are the only place the two meet.
 */

/** The largest single amount the school may record: 10 000 000 ₽. Anything above is a typing mistake. */
export const MAX_AMOUNT_KOPECKS = 1_000_000_000;

const rubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123450 → `1 234,50 ₽` (a narrow no-break space between thousands, as ru-RU writes them). */
export function formatMoney(kopecks: number): string {
  return `${rubles.format(kopecks / 100)} ₽`;
}

// Digits with optional thousands spaces (plain, no-break or narrow), then an optional , or . and 1–2 digits.
const AMOUNT = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/**
 * What a person typed as rubles, in kopecks: `1234,5`, `1 234.50`, `1234` and `1234 ₽` are all read; anything
 * else (letters, three decimals, a minus) is null, so the form can say what is wrong instead of guessing.
 */
export function parseRubles(text: string): number | null {
  const match = AMOUNT.exec(
    text
      .trim()
      .replace(/\s*₽$/, '')
      .replace(/\s*руб\.?$/, ''),
  );
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/[ \u00a0\u202f]/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const kopecks = whole * 100 + fraction;
  return Number.isSafeInteger(kopecks) ? kopecks : null;
}

/** The Russian names of the money vocabulary, the same on every screen and in every export. */
export const paymentTypeLabels = {
  subscription: 'Абонемент',
  single: 'Разовое занятие',
  other: 'Прочее',
} as const;
export const paymentMethodLabels = {
  cash: 'Наличные',
  card: 'Карта',
  transfer: 'Перевод',
  online: 'Онлайн',
} as const;
/** The spec's four expense types; a school's own categories are stored and shown by their own name. */
export const expenseCategoryLabels: Record<string, string> = {
  rent: 'Аренда',
  salary: 'Зарплата',
  advertising: 'Реклама',
  other: 'Прочее',
};
export const expenseCategoryName = (category: string) => expenseCategoryLabels[category] ?? category;
