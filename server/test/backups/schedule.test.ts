import { describe, expect, it } from 'vitest';
import { backupDue, nightlySlot, RETRY_AFTER_FAILURE_MS } from '../../node/backups/schedule.ts';

// When the host's nightly copy is due (docs/backups.md, «Когда»): from BACKUP_HOUR of the server's zone, once a day;
// a server that was off at night catches up when it runs; a failure is tried again an hour later.

const ZONE = 'Europe/Moscow';
const at = (iso: string) => new Date(iso);
const none = { success: null, attempt: null };

describe('the nightly slot', () => {
  it('is the newest BACKUP_HOUR:00 of the zone at or before now', () => {
    // 03:00 Moscow is 00:00 UTC.
    expect(nightlySlot(at('2026-05-14T00:00:00Z'), ZONE, 3)).toEqual(at('2026-05-14T00:00:00Z'));
    expect(nightlySlot(at('2026-05-14T12:00:00Z'), ZONE, 3)).toEqual(at('2026-05-14T00:00:00Z'));
    expect(nightlySlot(at('2026-05-13T23:59:00Z'), ZONE, 3)).toEqual(at('2026-05-13T00:00:00Z'));
    expect(nightlySlot(at('2026-05-14T12:00:00Z'), 'UTC', 23)).toEqual(at('2026-05-13T23:00:00Z'));
    // Across a month's and a year's end.
    expect(nightlySlot(at('2026-12-31T23:00:00Z'), ZONE, 3)).toEqual(at('2026-12-31T00:00:00Z'));
    // 03:30 on 1 January in Moscow, before 05:00: the slot is 05:00 on 31 December.
    expect(nightlySlot(at('2027-01-01T00:30:00Z'), ZONE, 5)).toEqual(at('2026-12-31T02:00:00Z'));
  });
});

describe('whether a copy is due', () => {
  it('makes the first copy at once, then one a night from the hour', () => {
    expect(backupDue(at('2026-05-14T09:00:00Z'), ZONE, 3, none)).toBe(true);
    const made = { success: at('2026-05-14T09:00:05Z'), attempt: at('2026-05-14T09:00:05Z') };
    expect(backupDue(at('2026-05-14T20:59:00Z'), ZONE, 3, made)).toBe(false);
    expect(backupDue(at('2026-05-14T23:59:00Z'), ZONE, 3, made)).toBe(false);
    expect(backupDue(at('2026-05-15T00:00:00Z'), ZONE, 3, made)).toBe(true);
  });

  it('catches up after a night the server was off', () => {
    const twoDaysAgo = { success: at('2026-05-12T00:00:10Z'), attempt: at('2026-05-12T00:00:10Z') };
    expect(backupDue(at('2026-05-14T07:00:00Z'), ZONE, 3, twoDaysAgo)).toBe(true);
  });

  it('counts a copy made by hand since the hour', () => {
    const byHand = { success: at('2026-05-14T06:00:00Z'), attempt: at('2026-05-14T06:00:00Z') };
    expect(backupDue(at('2026-05-14T07:00:00Z'), ZONE, 3, byHand)).toBe(false);
  });

  it('tries a failed night again an hour later, not every minute', () => {
    const failed = { success: at('2026-05-13T00:00:10Z'), attempt: at('2026-05-14T00:00:10Z') };
    expect(backupDue(at('2026-05-14T00:01:10Z'), ZONE, 3, failed)).toBe(false);
    expect(
      backupDue(new Date(at('2026-05-14T00:00:10Z').getTime() + RETRY_AFTER_FAILURE_MS), ZONE, 3, failed),
    ).toBe(true);
    // A failure of the night before does not hold tonight's copy back.
    const failedBefore = { success: at('2026-05-12T00:00:10Z'), attempt: at('2026-05-13T23:59:00Z') };
    expect(backupDue(at('2026-05-14T00:00:00Z'), ZONE, 3, failedBefore)).toBe(true);
  });
});
