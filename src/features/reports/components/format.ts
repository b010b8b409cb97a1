import { dayjs } from '@/lib/dates';

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
// Hours of teaching come to the hundredth (1 h 45 min is 1,75), and a table shows them so.
const fine = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('ru-RU');

/** A share from 0 to 1 as `87,5 %`; none as a dash. */
export const percentText = (share: number | null) => (share === null ? '—' : percent.format(share));
export const decimalText = (value: number | null) => (value === null ? '—' : decimal.format(value));
export const countText = (value: number) => whole.format(value);
export const fractionText = (value: number) => fine.format(value);
export const dayText = (iso: string) => dayjs(iso).format('DD.MM.YYYY');
/** A chart axis keeps dates short. */
export const shortDayText = (iso: string) => dayjs(iso).format('DD.MM');
/** A month by its first day: «Март 2026» in a table, «мар. 26» on a chart axis. */
export const monthText = (iso: string) => {
  const text = dayjs(iso).format('MMMM YYYY');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
export const shortMonthText = (iso: string) => dayjs(iso).format('MMM YY');
