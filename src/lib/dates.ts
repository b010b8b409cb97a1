import dayjs from 'dayjs';
import 'dayjs/locale/ru';

dayjs.locale('ru');

export { dayjs };

/** Spec, section 1: ru-RU dates; an empty date shows a dash. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const date = dayjs(isoDate);
  return date.isValid() ? date.format('DD.MM.YYYY') : '—';
}
