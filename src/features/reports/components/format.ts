import { dayjs } from '@/lib/dates';

const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('ru-RU');

/** A share from 0 to 1 as `87,5 %`; none as a dash. */
export const percentText = (share: number | null) => (share === null ? '—' : percent.format(share));
export const decimalText = (value: number | null) => (value === null ? '—' : decimal.format(value));
export const countText = (value: number) => whole.format(value);
export const dayText = (iso: string) => dayjs(iso).format('DD.MM.YYYY');
/** A chart axis keeps dates short. */
export const shortDayText = (iso: string) => dayjs(iso).format('DD.MM');
