import dayjs from 'dayjs';
import { wallTimeIn } from '@/contract/clock';
import 'dayjs/locale/ru';

dayjs.locale('ru');

export { dayjs };

/** Spec, section 1: ru-RU dates; an empty date shows a dash. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const date = dayjs(isoDate);
  return date.isValid() ? date.format('DD.MM.YYYY') : '—';
}

/** An instant as the school's wall clock showed it, `дд.мм.гггг чч:мм` (docs/time.md); a dash when empty. */
export function formatInstant(iso: string | null | undefined, zone: string): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '—';
  const { date, time } = wallTimeIn(zone, instant);
  return `${formatDate(date)} ${time}`;
}
