import { type ScheduleEntry, weekdayLabels } from '@/contract';
import { dayjs, formatDate } from '@/lib/dates';
import { scheduleEntryTexts } from './texts';

/** `17:00–18:00`: the start and the end (start plus duration). */
export function entryTime(entry: ScheduleEntry): string {
  const end = dayjs(`2000-01-01T${entry.start_time}`).add(entry.duration_minutes, 'minute').format('HH:mm');
  return scheduleEntryTexts.timeRange(entry.start_time, end);
}

/** When the slot runs: always, or from / to / between dates. */
export function entryPeriod(entry: ScheduleEntry): string {
  const parts = [
    entry.active_from ? scheduleEntryTexts.from(formatDate(entry.active_from)) : null,
    entry.active_to ? scheduleEntryTexts.to(formatDate(entry.active_to)) : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' ') : scheduleEntryTexts.always;
}

/** How a row is named to assistive technology and in the removal question. */
export function entryLabel(entry: ScheduleEntry): string {
  return scheduleEntryTexts.entryLabel(
    weekdayLabels[entry.weekday] ?? '',
    entry.start_time,
    entry.group_name,
  );
}
