/**
 * Which lessons the weekly timetable produces (issue: lessons are generated from active timetable entries for
 * the coming weeks, at least to the end of next month, clamped to each entry's active range). Pure date
 * arithmetic on `YYYY-MM-DD` strings in UTC, so the server and the mocks plan exactly the same lessons.
 */
export type ScheduleEntrySlot = {
  id: number;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  active_from: string | null;
  active_to: string | null;
};

export type PlannedOccurrence = { schedule_id: number; lesson_date: string };

export type DateWindow = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const parse = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(iso: string): number {
  const day = new Date(parse(iso)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** From today to the last day of next month. */
export function generationWindow(today: string): DateWindow {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Day 0 of the month after next is the last day of next month.
  const lastOfNextMonth = Date.UTC(year, month + 1, 0);
  return { from: today, to: format(lastOfNextMonth) };
}

/** Every date within the window on which each slot takes place, within the slot's own active range. */
export function planOccurrences(
  slots: readonly ScheduleEntrySlot[],
  window: DateWindow,
): PlannedOccurrence[] {
  const planned: PlannedOccurrence[] = [];
  for (const slot of slots) {
    const from = slot.active_from && slot.active_from > window.from ? slot.active_from : window.from;
    const to = slot.active_to && slot.active_to < window.to ? slot.active_to : window.to;
    if (from > to) continue;
    const offset = (slot.weekday - isoWeekday(from) + 7) % 7;
    for (let day = parse(from) + offset * DAY_MS; day <= parse(to); day += 7 * DAY_MS) {
      planned.push({ schedule_id: slot.id, lesson_date: format(day) });
    }
  }
  return planned.sort((a, b) => a.lesson_date.localeCompare(b.lesson_date) || a.schedule_id - b.schedule_id);
}
