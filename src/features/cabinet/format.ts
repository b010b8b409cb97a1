import type { AttendanceMark } from '@/contract';
import { russianDate, russianWeekdayAndDay } from '@/contract/dates';
import { formatMoney } from '@/contract/money';
import { cabinetTexts } from './texts';

// The cabinet formats with the contract's own helpers rather than dayjs (src/lib/dates.ts): its dates arrive as
// `YYYY-MM-DD`, never empty, and a parent's phone is spared the library and its locale.

/** «вт, 3 марта»: a lesson's day as a parent reads it. */
export const lessonDay = russianWeekdayAndDay;

/** «03.03.2026». */
export const formatDate = russianDate;

export function markText(mark: AttendanceMark | null): string {
  return mark === null ? cabinetTexts.marks.none : cabinetTexts.marks[mark];
}

/** A balance as a sentence: a debt, money on the account, or nothing owed. */
export function balanceText(balance: number): string {
  if (balance < 0) return cabinetTexts.balance.debt(formatMoney(-balance));
  if (balance > 0) return cabinetTexts.balance.credit(formatMoney(balance));
  return cabinetTexts.balance.zero;
}

export { formatMoney };
