import { instantIn, type SchoolTime, wallTimeIn } from '../../../../src/contract/index.ts';
import { addDays } from '../shared/local-date.ts';
import type { SendSettings } from './settings.ts';

/**
 * When a message written now may go: now, unless the school's quiet hours (its zone; from 22:00 to 09:00 by default,
 * across midnight) hold it until they end. Equal ends mean no quiet hours.
 */
export function dueAfterQuietHours(
  settings: Pick<SendSettings, 'quiet_from' | 'quiet_to'>,
  time: SchoolTime,
): Date {
  const { quiet_from: from, quiet_to: to } = settings;
  if (from === to) return time.now;
  const { date, time: clock } = wallTimeIn(time.zone, time.now);
  const quiet = from < to ? clock >= from && clock < to : clock >= from || clock < to;
  if (!quiet) return time.now;
  // Past midnight (or in a window within one day) the quiet ends today; before midnight, tomorrow.
  const endsOn = from > to && clock >= from ? addDays(date, 1) : date;
  return instantIn(time.zone, endsOn, to);
}
