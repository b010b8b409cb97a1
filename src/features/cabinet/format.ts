import { type AttendanceMark, formatMoney } from '@/contract';
import { dayjs, formatDate } from '@/lib/dates';
import { cabinetTexts } from './texts';

/** «вт, 3 марта»: a lesson's day as a parent reads it. */
export function lessonDay(date: string): string {
  return dayjs(date).format('dd, D MMMM');
}

export function markText(mark: AttendanceMark | null): string {
  return mark === null ? cabinetTexts.marks.none : cabinetTexts.marks[mark];
}

/** A balance as a sentence: a debt, money on the account, or nothing owed. */
export function balanceText(balance: number): string {
  if (balance < 0) return cabinetTexts.balance.debt(formatMoney(-balance));
  if (balance > 0) return cabinetTexts.balance.credit(formatMoney(balance));
  return cabinetTexts.balance.zero;
}

export { formatDate, formatMoney };
