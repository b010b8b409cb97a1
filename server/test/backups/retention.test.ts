import { describe, expect, it } from 'vitest';
import type { BackupKind } from '../../../src/contract/index.ts';
import { backupName, parseBackupName, partialName, partialWriter } from '../../node/backups/names.ts';
import { type Copy, copiesToDelete, copiesToKeep } from '../../node/backups/retention.ts';

// Retention (docs/backups.md, «Сколько копий хранится»): 7 daily, 4 weekly, 12 monthly copies — checked over a
// simulated year of nightly copies, pruned after each night as the host does.

const ZONE = 'Europe/Moscow';
const DAY_MS = 86_400_000;

/** The copy of a night: 03:00 Moscow (00:00 UTC) of the day. */
function nightly(day: string, kind: BackupKind = 'daily'): Copy {
  const at = new Date(`${day}T00:00:00Z`);
  return { name: backupName(at, kind, 'sqlite'), at, kind };
}

const dayOf = (copy: Copy) => copy.at.toISOString().slice(0, 10);

/** One night after another from `first` to `last`, pruned after each, as the host does; what remains. */
function simulate(first: string, last: string, extra: (day: string) => Copy[] = () => []): Copy[] {
  let copies: Copy[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    copies.push(...extra(day), nightly(day));
    const expired = new Set(copiesToDelete(copies, ZONE).map((copy) => copy.name));
    copies = copies.filter((copy) => !expired.has(copy.name));
  }
  return copies.sort((a, b) => a.at.getTime() - b.at.getTime());
}

describe('retention over a simulated year', () => {
  it('keeps exactly the 7 newest days, the newest of 4 weeks and of 12 months', () => {
    const kept = simulate('2026-01-01', '2026-12-31').map(dayOf);
    expect(kept).toEqual([
      // The newest copy of each month, January to November (December's is the newest of all).
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      // Weeks (Monday to Sunday): the newest copy of the weeks of 7 and 14 December; those of 21 and 28 December
      // are daily copies already.
      '2026-12-13',
      '2026-12-20',
      // The 7 newest days.
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
    ]);
  });

  it('keeps what it promises on every night of the year, and nothing else', () => {
    const FIRST_NIGHT = '2026-01-01';
    let copies: Copy[] = [];
    for (
      let at = Date.parse(`${FIRST_NIGHT}T00:00:00Z`);
      at <= Date.parse('2027-03-31T00:00:00Z');
      at += DAY_MS
    ) {
      const today = new Date(at).toISOString().slice(0, 10);
      copies.push(nightly(today));
      const keep = copiesToKeep(copies, ZONE);
      copies = copies.filter((copy) => keep.has(copy.name));
      // The promise, by the calendar: the 7 newest nights, the last night of each of the 4 newest weeks and of each
      // of the 12 newest months (today for the current ones) — every night made a copy.
      const promised = new Set<string>();
      for (let back = 0; back < 7; back += 1) promised.add(shiftDays(today, -back));
      for (let back = 0; back < 4; back += 1)
        promised.add(minDay(shiftDays(mondayOf(shiftDays(today, -7 * back)), 6), today));
      for (let back = 0; back < 12; back += 1) promised.add(minDay(lastDayOfMonth(today, -back), today));
      const expected = [...promised].filter((day) => day >= FIRST_NIGHT).sort();
      expect(copies.map(dayOf), today).toEqual(expected);
    }
    // A year and a quarter in: the oldest copy is the newest of the month twelve months back (April 2026).
    expect(dayOf(copies[0] as Copy)).toBe('2026-04-30');
    expect(copies).toHaveLength(20);
  });

  it('counts days in the installation’s zone, not in UTC', () => {
    // 23:30 UTC is 02:30 of the next day in Moscow: two copies of one Moscow day, the newer kept.
    const late = { name: 'a', at: new Date('2026-05-01T23:30:00Z'), kind: 'manual' as const };
    const early = { name: 'b', at: new Date('2026-05-02T10:00:00Z'), kind: 'manual' as const };
    expect([...copiesToKeep([late, early], ZONE)]).toEqual(['b']);
    expect([...copiesToKeep([late, early], 'UTC')].sort()).toEqual(['a', 'b']);
  });

  it('keeps the newest copy made before a migration until the next migration’s', () => {
    const kept = simulate('2026-01-01', '2026-03-31', (day) =>
      day === '2026-02-10' || day === '2026-03-20' ? [{ ...nightly(day, 'pre-migration') }] : [],
    );
    const beforeMigrations = kept.filter((copy) => copy.kind === 'pre-migration').map(dayOf);
    expect(beforeMigrations).toEqual(['2026-03-20']);
    // 20 March is also within the newest days: the nightly of that day went, the one before the migration stayed.
    const month = simulate('2026-01-01', '2026-04-30', (day) =>
      day === '2026-02-10' ? [{ ...nightly(day, 'pre-migration') }] : [],
    );
    expect(month.filter((copy) => copy.kind === 'pre-migration').map(dayOf)).toEqual(['2026-02-10']);
  });
});

describe('copies of one second', () => {
  it('count the later attempt as the newer', () => {
    const at = new Date('2026-05-14T00:00:07Z');
    const first = { name: backupName(at, 'manual', 'sqlite'), at, kind: 'manual' as const, attempt: 1 };
    const second = { name: backupName(at, 'manual', 'sqlite', 2), at, kind: 'manual' as const, attempt: 2 };
    expect([...copiesToKeep([second, first], ZONE)]).toEqual([second.name]);
  });
});

describe('copy names', () => {
  it('say when and why, and only such names are copies', () => {
    const at = new Date('2026-05-14T00:00:07.123Z');
    expect(backupName(at, 'daily', 'sqlite')).toBe('ritm-20260514T000007Z-daily.sqlite');
    expect(backupName(at, 'pre-migration', 'dump', 2)).toBe('ritm-20260514T000007Z-pre-migration-2.dump');
    expect(parseBackupName('ritm-20260514T000007Z-manual-2.dump')).toEqual({
      name: 'ritm-20260514T000007Z-manual-2.dump',
      at: new Date('2026-05-14T00:00:07Z'),
      kind: 'manual',
      format: 'dump',
      attempt: 2,
    });
    for (const other of [
      partialName('ritm-20260514T000007Z-daily.sqlite', 42),
      'ritm.sqlite',
      'ritm-20260514T000007Z-daily.sqlite.bak',
      'notes.txt',
    ])
      expect(parseBackupName(other)).toBeNull();
    expect(partialWriter(partialName('ritm-20260514T000007Z-daily.sqlite', 42))).toBe(42);
    expect(partialWriter('.ritm-20260514T000007Z-daily.sqlite.42.partial-journal')).toBe(42);
    expect(partialWriter('ritm-20260514T000007Z-daily.sqlite')).toBeNull();
  });
});

function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

function shiftDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day of the month `months` away from the day's month. */
function lastDayOfMonth(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months + 1, 0))
    .toISOString()
    .slice(0, 10);
}

const minDay = (a: string, b: string) => (a < b ? a : b);
