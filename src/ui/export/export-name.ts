import { russianDate } from '@/contract';
/**
 * «Лиды — Хип-хоп 7–10 лет», «Лиды — все» or «Лиды — все, поиск «ива»»: what the file holds, by the tab it was
 * taken from and the search that narrowed it (a file named «все» must hold all).
 */
export function exportName(
  title: string,
  groups: readonly { id: number; name: string }[],
  groupId: number | null | undefined,
  search = '',
) {
  const group = groups.find((item) => item.id === groupId);
  const found = search.trim() === '' ? '' : `, поиск «${search.trim().slice(0, 40)}»`;
  return `${title} — ${group ? group.name : 'все'}${found}`;
}

/** «Платежи 01.11.2026–30.11.2026»: what the file holds and for which period. */
export const periodExportName = (title: string, period: { date_from: string; date_to: string }) =>
  `${title} ${russianDate(period.date_from)}–${russianDate(period.date_to)}`;
