import { MAX_YEAR } from '../../../../src/contract/index.ts';

/** The contract's last day (`MAX_YEAR`): every stored date and every bound computed from one stays within it. */
const LAST_DAY = `${MAX_YEAR}-12-31`;

/**
 * `YYYY-MM-DD` plus (or minus) whole days, in calendar arithmetic that ignores time zones and DST. The calendar ends
 * at 9999-12-31: a day past it is 9999-12-31 itself, never the year 10000, whose `+010000-…` text is no date to
 * either database (PostgreSQL refuses it, SQLite compares it below every year) nor to `Date.parse`. A pass valid to
 * 9999-12-31 stays valid to it after a freeze; «the day after» 9999-12-31 as an exclusive bound is that day itself,
 * which no instant the server records (a lead's arrival, a change) reaches: those are never in the future.
 */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const result = new Date(Date.UTC(year, month - 1, day + days)).toISOString();
  return result.startsWith('+') ? LAST_DAY : result.slice(0, 10);
}
