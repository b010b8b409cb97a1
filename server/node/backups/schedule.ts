import { dayIn, instantIn } from '../../../src/contract/index.ts';

// When the Node host makes its nightly copy (docs/backups.md, «Когда»): once a day, from BACKUP_HOUR:00 of the
// server's zone. A server that was off at that hour (a laptop at night) makes it as soon as it runs again; a failed
// attempt is tried again an hour later. Any successful copy since the night's hour — `npm run backup` in the
// morning — counts. Pure: the loop (backup-loop.ts) asks it every minute with what the database remembers.

export const RETRY_AFTER_FAILURE_MS = 60 * 60 * 1000;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The newest moment at or before `now` when the zone's clock showed `hour`:00. */
export function nightlySlot(now: Date, zone: string, hour: number): Date {
  const time = `${String(hour).padStart(2, '0')}:00`;
  const today = dayIn(zone, now);
  const slot = instantIn(zone, today, time);
  return slot.getTime() <= now.getTime() ? slot : instantIn(zone, dayBefore(today), time);
}

export type LastBackups = { success: Date | null; attempt: Date | null };

export function backupDue(now: Date, zone: string, hour: number, last: LastBackups): boolean {
  const slot = nightlySlot(now, zone, hour).getTime();
  if (last.success && last.success.getTime() >= slot) return false;
  const retrying = last.attempt && last.attempt.getTime() >= slot;
  return !retrying || now.getTime() - (last.attempt?.getTime() ?? 0) >= RETRY_AFTER_FAILURE_MS;
}
