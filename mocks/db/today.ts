import { mockNow } from './clock';

const pad = (value: number) => String(value).padStart(2, '0');

/** The mock clock's local calendar day as `YYYY-MM-DD`: the server's "today" (ages, demo dates). */
export function mockToday(): string {
  const now = mockNow();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `date` moved by whole days, in UTC so no daylight-saving shift can change the day. */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
