import { russianDate } from '@/contract';
/** «Лиды — Хип-хоп 7–10 лет» or «Лиды — все»: what the file holds, by the tab it was taken from. */
export function exportName(
  title: string,
  groups: readonly { id: number; name: string }[],
  groupId: number | null | undefined,
) {
  const group = groups.find((item) => item.id === groupId);
  return `${title} — ${group ? group.name : 'все'}`;
}

/** «Платежи 01.11.2026–30.11.2026»: what the file holds and for which period. */
export const periodExportName = (title: string, period: { date_from: string; date_to: string }) =>
  `${title} ${russianDate(period.date_from)}–${russianDate(period.date_to)}`;
