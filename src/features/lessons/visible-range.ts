import { dayjs } from '@/lib/dates';

/** Inclusive `YYYY-MM-DD` bounds, as POST /lessons/getallwhere takes them. */
export type DateRange = { from: string; to: string };

/** FullCalendar reports what it shows as [start, end) in local time; the API wants both days inclusive. */
export function toDateRange(start: Date, end: Date): DateRange {
  return {
    from: dayjs(start).format('YYYY-MM-DD'),
    to: dayjs(end).subtract(1, 'day').format('YYYY-MM-DD'),
  };
}
