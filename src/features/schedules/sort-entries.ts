import type { ScheduleEntry } from '@/contract';

/** Spec §4: by weekday (Monday first), then start time; the id keeps equal slots in a stable order. */
export function sortEntries(entries: readonly ScheduleEntry[]): ScheduleEntry[] {
  return entries.toSorted(
    (a, b) => a.weekday - b.weekday || a.start_time.localeCompare(b.start_time) || a.id - b.id,
  );
}
