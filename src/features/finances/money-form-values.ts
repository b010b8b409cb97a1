import { parseRubles, toIsoDate } from '@/contract';
import { dayjs } from '@/lib/dates';
import { financeTexts } from './texts';

/** Today as the date fields show it. */
/** The school's today as a form's date field starts with it. */
export const todayText = (today: string) => dayjs(today).format('DD.MM.YYYY');

/** `2026-11-01` → `01.11.2026`. */
export const dateText = (isoDate: string) => dayjs(isoDate).format('DD.MM.YYYY');

/** Kopecks → what the amount field shows (`1234,5` style, no thousands spaces, no ₽). */
export const amountText = (kopecks: number) =>
  kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2).replace('.', ',');

/** The typed amount and date, read for a request, or the first problem with them in Russian. */
export function readAmountAndDate(
  amount: string,
  date: string,
): { amount: number; date: string } | { problem: string } {
  const kopecks = parseRubles(amount);
  if (kopecks === null || kopecks <= 0) return { problem: financeTexts.badAmount };
  const iso = toIsoDate(date);
  if (iso === null) return { problem: financeTexts.badDate };
  return { amount: kopecks, date: iso };
}
